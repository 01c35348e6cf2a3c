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
  let counts = new Map<string, number>();
  const watched = async (tab: Page) => {
    await tab.evaluateOnNewDocument(WATCH_PRELOAD_ERRORS);
    tab.on('request', (request) => {
      counts.set(request.url(), (counts.get(request.url()) ?? 0) + 1);
    });
    tab.setDefaultTimeout(30_000);
    // Leaving a page with unsaved edits asks the browser to confirm (beforeunload): leave.
    tab.on('dialog', (dialog) => void dialog.accept());
    return tab;
  };
  let page = await watched((await browser.pages())[0] ?? (await browser.newPage()));
  let width = 1280;
  /** The element the journey's query marked; fails at once if the page has replaced it. */
  const present = async (selector: string) => {
    const handle = await page.$(selector);
    if (!handle) throw new Error(`[firefox] ${selector} is no longer in the page`);
    return handle;
  };
  return {
    engine: 'firefox',
    narrowestWidth: 320,
    async resize(to) {
      width = to;
      await page.setViewport({ width, height: width < 600 ? 700 : 900 });
    },
    async newTab() {
      const old = page;
      page = await watched(await browser.newPage());
      await page.setViewport({ width, height: width < 600 ? 700 : 900 });
      await old.close();
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
