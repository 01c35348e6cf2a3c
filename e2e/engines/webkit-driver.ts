// WebKitGTK over classic WebDriver: selenium-webdriver with Debian's WebKitWebDriver, which
// starts the MiniBrowser (it has no headless mode: the lane runs under xvfb-run).
import { spawn } from 'node:child_process';
import { globSync } from 'node:fs';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { RESOURCE_TIMING_COUNTS, type EngineDriver } from './driver.ts';

const WEBDRIVER = process.env['WEBKIT_WEBDRIVER_PATH'] ?? '/usr/bin/WebKitWebDriver';
/** libwebkit2gtk's MiniBrowser, under the machine's multiarch folder. */
const MINIBROWSER =
  process.env['WEBKIT_MINIBROWSER_PATH'] ??
  globSync('/usr/lib/*/webkit2gtk-4.1/MiniBrowser')[0] ??
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The MiniBrowser's window will not go narrower (nor lower than 774 px). */
const NARROWEST = 447;

export async function webkitDriver(port: number): Promise<EngineDriver> {
  if (!process.env['DISPLAY'])
    throw new Error('[webkit] needs a display: run the lane under xvfb-run');
  const service = spawn(WEBDRIVER, [`--port=${port}`, '--host=127.0.0.1'], { stdio: 'ignore' });
  const serviceUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const up = await fetch(`${serviceUrl}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 100) throw new Error(`[webkit] WebKitWebDriver did not start on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const driver: WebDriver = await new Builder()
    .usingServer(serviceUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      // Leaving a page with unsaved edits asks the browser to confirm (beforeunload): leave.
      unhandledPromptBehavior: 'accept',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    })
    .build();
  await driver.manage().setTimeouts({ script: 30_000, pageLoad: 60_000 });
  let width = 1280;
  // The window's outer size: the viewport is as wide, and 38 px lower (the MiniBrowser's bar).
  const sized = () =>
    driver
      .manage()
      .window()
      .setRect({ width, height: width < 600 ? 774 : 900 });
  const element = (selector: string) => driver.findElement(By.css(selector));
  return {
    engine: 'webkit',
    narrowestWidth: NARROWEST,
    async resize(to) {
      width = to;
      await sized();
    },
    async newTab() {
      const old = await driver.getWindowHandle();
      await driver.switchTo().newWindow('tab');
      const fresh = await driver.getWindowHandle();
      await driver.switchTo().window(old);
      await driver.close();
      await driver.switchTo().window(fresh);
      await sized();
    },
    open: (url) => driver.get(url),
    run: (source, arg) => driver.executeScript(`return (${source})(arguments[0]);`, arg ?? null),
    async click(selector) {
      // In the middle of the viewport, clear of the phone layout's fixed bottom bar.
      const target = await element(selector);
      await driver.executeScript(`arguments[0].scrollIntoView({ block: 'center' })`, target);
      await target.click();
    },
    async type(selector, text) {
      // WebKitWebDriver drops a whole key sequence that holds a modifier (Control+A): the
      // field is emptied by WebDriver's own Element Clear instead, then typed into.
      const field = await element(selector);
      await field.click();
      await field.clear();
      await field.sendKeys(text);
    },
    back: () => driver.navigate().back(),
    async requestCounts() {
      const counts: Record<string, number> = await driver.executeScript(
        `return (${RESOURCE_TIMING_COUNTS})();`,
      );
      return new Map(Object.entries(counts));
    },
    // No script before the document's own over classic WebDriver: not observable here.
    preloadErrors: async () => [],
    async quit() {
      await driver.quit().catch(() => undefined);
      service.kill();
    },
  };
}
