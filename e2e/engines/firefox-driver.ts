// Firefox ESR over WebDriver BiDi: puppeteer-core with Debian's firefox-esr, headless.
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { EngineDriver } from './driver.ts';

const FIREFOX = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';

// Collects the `error` events of preload links from the document's first script on.
const WATCH_PRELOAD_ERRORS = () => {
  const failed: string[] = [];
  Object.assign(window, { __preloadErrors: failed });
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLLinkElement && target.rel === 'preload') failed.push(target.href);
    },
    true,
  );
};

export async function firefoxDriver(debuggingPort: number): Promise<EngineDriver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    args: [`--remote-debugging-port=${debuggingPort}`],
  });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.evaluateOnNewDocument(WATCH_PRELOAD_ERRORS);
  let counts = new Map<string, number>();
  page.on('request', (request) => {
    counts.set(request.url(), (counts.get(request.url()) ?? 0) + 1);
  });
  page.setDefaultTimeout(30_000);
  // Leaving a page with unsaved edits asks the browser to confirm (beforeunload): leave.
  page.on('dialog', (dialog) => void dialog.accept());
  /** The element the journey's query marked; fails at once if the page has replaced it. */
  const present = async (selector: string) => {
    const handle = await page.$(selector);
    if (!handle) throw new Error(`[firefox] ${selector} is no longer in the page`);
    return handle;
  };
  return {
    engine: 'firefox',
    narrowestWidth: 320,
    async resize(width) {
      await page.setViewport({ width, height: width < 600 ? 700 : 900 });
    },
    async open(url) {
      counts = new Map();
      await page.goto(url, { waitUntil: 'load' });
    },
    run: <T>(source: string, arg?: unknown) =>
      page.evaluate(`(${source})(${JSON.stringify(arg ?? null)})`) as Promise<T>,
    click: async (selector) => (await present(selector)).click(),
    async type(selector, text) {
      await (await present(selector)).click();
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyA');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    },
    async back() {
      await page.evaluate(() => history.back());
    },
    requestCounts: async () => new Map(counts),
    preloadErrors: () =>
      page.evaluate(
        () => (window as unknown as { __preloadErrors?: string[] }).__preloadErrors ?? [],
      ),
    quit: () => browser.close(),
  };
}
