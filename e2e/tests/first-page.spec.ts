import { HOME_ROUTES, MY_ACCOUNT_ROUTES, OPT_OUT_ROUTE } from '../../libs/routes/src/route-table';
import { expect, signIn, test } from '../support/portal-test';
import { portalUrl, remoteOrigin } from '../support/topology';
import { signInTab } from '../support/signed-in-tab';

// The first page starts everything it needs at once (issue 14): the shell's page names its boot
// files, remotes.json and the settings call as preloads, so they download with the page instead
// of one wave after another; each is downloaded once.
test('the login page preloads its boot files and start-up calls, and downloads nothing twice', async ({
  page,
}) => {
  const requested: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/#/home/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  const preloads = await page
    .locator('link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloads).toContain(`${portalUrl}/remotes.json`);
  expect(preloads).toContain(`${portalUrl}/api/setup/ApplicationOptions`);
  // Every file of the shell's own boot (all its scripts and styles but those the page names as
  // scripts: its entry and its boot script) is among the preloads: none waits for the script
  // before it to be discovered.
  const html = await (await page.request.get('/')).text();
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"?]+)/g)].map(
    ([, src]) => new URL(String(src), `${portalUrl}/`).pathname,
  );
  expect(scripts).toContain('/main.js');
  const shellFiles = requested.filter(
    (url) => url.startsWith(`${portalUrl}/`) && /\.(js|css)$/.test(new URL(url).pathname),
  );
  // The telemetry agent is no boot file: it loads once the page has been quiet (ADR 013), which
  // on a loaded machine can be before this line.
  const bootFiles = shellFiles.filter(
    (url) =>
      !scripts.includes(new URL(url).pathname) && !/\/telemetry-agent\.[0-9a-f]+\.js$/.test(url),
  );
  // The shell's libraries come as one file since the bench's byte work: few files, not many.
  expect(bootFiles.length).toBeGreaterThan(0);
  for (const file of bootFiles) expect(preloads, file).toContain(file);

  // Nothing is fetched twice: the shell's own fetches take the preloaded answers.
  const twice = requested.filter((url, i) => requested.indexOf(url) !== i);
  expect(twice).toEqual([]);
  // And nothing preloaded goes unused (Chromium warns a few seconds after the load).
  await page.waitForTimeout(3_500);
  expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
});

// What the boot script preloads for a page is what the page's remote says its first files are
// (its mf-manifest.json, inlined in remotes.json). Every page of the route table must be named
// there, or its first load falls back to loading it one wave late; a page added to an area
// without a `page-<page>` chunk name fails here.
test("every page of the route table is named in its area's manifest, with its first files", async ({
  page,
}) => {
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<
    string,
    { manifest?: { preload?: { pages?: Record<string, { js: string[] }> } } }
  >;
  const missing = [...HOME_ROUTES, ...MY_ACCOUNT_ROUTES, OPT_OUT_ROUTE]
    .filter(({ area, page: name }) => !remotes[area]?.manifest?.preload?.pages?.[name]?.js.length)
    .map(({ area, page: name }) => `${area}/${name}`);
  expect([...new Set(missing)]).toEqual([]);
});

// The area the URL needs starts with the page too (issue 14, item 3): a small boot script the
// page names (no inline script) reads remotes.json, maps the URL's hash to its area through the
// shell's route table and preloads that area's remote entry, its exposed module's first files,
// the chunks of the page the URL shows and the libraries only that area provides (the remote's
// manifest names them, tooling/page-preload-plugin.js). Under the mobile profile the shell's own
// boot files take a second or more to arrive; the area's files must already be on their way by
// then, not wait for the shell to render.
const AREA_ROUTES = [
  { hash: '#/home/login', area: 'identity', origin: remoteOrigin(1), signedIn: false },
  { hash: '#/home/register', area: 'identity', origin: remoteOrigin(1), signedIn: false },
  { hash: '#/myaccount/dashboard', area: 'servicing', origin: remoteOrigin(3), signedIn: true },
  { hash: '#/myaccount/payment', area: 'payments', origin: remoteOrigin(2), signedIn: true },
  { hash: '#/myaccount/profile', area: 'profile', origin: remoteOrigin(4), signedIn: true },
  {
    hash: '#/myaccount/loanDetails/00011002347',
    area: 'servicing',
    origin: remoteOrigin(3),
    signedIn: true,
  },
] as const;

/** The mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const MOBILE = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

interface Loaded {
  url: string;
  start: number;
  end: number;
}

for (const route of AREA_ROUTES) {
  test(`${route.hash} starts the ${route.area} area's entry, first chunks and page with the shell's boot files, each once`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    if (route.signedIn) await signInTab(page); // the route's load is the tab's first
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE });

    const requested: string[] = [];
    const loaded: Array<Promise<Loaded>> = [];
    const warnings: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('requestfinished', (request) =>
      loaded.push(
        request.response().then(() => {
          const timing = request.timing();
          return {
            url: request.url(),
            start: timing.startTime,
            end: timing.startTime + timing.responseEnd,
          };
        }),
      ),
    );
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    await page.goto(`/${route.hash}`);
    const usable =
      route.hash === '#/home/login'
        ? page.getByRole('button', { name: 'Login' })
        : page.getByRole('heading', { level: 1 });
    await expect(usable).toBeVisible({ timeout: 30_000 });
    const usableAt = Date.now();

    // The shell's boot files: the scripts the page itself names (its entry and preloads).
    const html = await (await page.request.get('/')).text();
    const named = [...html.matchAll(/(?:src|href)="([^"]+\.js)(?:\?[^"]*)?"/g)].map(
      ([, file]) => new URL(String(file), `${portalUrl}/`).href,
    );
    const files = await Promise.all(loaded);
    const shellBoot = files.filter(
      (file) =>
        file.url.startsWith(`${portalUrl}/`) && named.includes(file.url.replace(/\?.*$/, '')),
    );
    expect(shellBoot.length).toBeGreaterThan(3);
    const shellBootEnd = Math.max(...shellBoot.map((file) => file.end));

    const areaFile = (pattern: RegExp) => {
      const found = files.find(
        (file) =>
          file.url.startsWith(`${route.origin}/`) && pattern.test(new URL(file.url).pathname),
      );
      expect(found, `${route.area} ${pattern}`).toBeDefined();
      return found!;
    };
    const entry = areaFile(/\/remoteEntry\.js$/);
    const firstChunk = areaFile(/\/__federation_expose_area\.[0-9a-f]+\.js$/);
    // Requested while the shell is still downloading its own boot, not after it has rendered.
    expect(entry.start, 'remote entry requested before the shell has booted').toBeLessThan(
      shellBootEnd,
    );
    expect(firstChunk.start, 'first chunk requested before the shell has booted').toBeLessThan(
      shellBootEnd,
    );

    // Nor does anything else of the area's the page needed to show: its page's chunks, its
    // styles and the libraries only the area provides all started with the shell's boot files,
    // not one wave after another once the shell had rendered.
    const late = files
      .filter((file) => file.url.startsWith(`${route.origin}/`) && file.start < usableAt)
      .filter((file) => file.start >= shellBootEnd)
      .map((file) => new URL(file.url).pathname);
    expect(late, 'area files requested only after the shell had booted').toEqual([]);

    const lead = `${Math.round(shellBootEnd - entry.start)} ms before the shell's boot files ended`;
    test.info().annotations.push({ type: `${route.area} entry requested`, description: lead });

    // No file is downloaded twice: the preloads are what the shell and the runtime then use
    // (remotes.json and the settings call included; other API calls are the pages' own).
    const downloads = requested.filter(
      (url) =>
        !url.startsWith(`${portalUrl}/api/`) || url.endsWith('/api/setup/ApplicationOptions'),
    );
    const twice = downloads.filter((url, i) => downloads.indexOf(url) !== i);
    expect(twice).toEqual([]);
    await page.waitForTimeout(3_500);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
  });
}

// ...and once they have arrived, the page shows without a loading fallback first. A fallback
// there (the shell's while the area's module ran, the area's while the page's did) made React
// hold the page back until 300 ms after the fallback appeared (its Suspense throttle), though
// every file was already in: the shell now renders the first page once its area has loaded it.
const SUSPENSE_FALLBACKS = ['Loading…', 'Loading page'];

for (const route of AREA_ROUTES) {
  test(`${route.hash} shows its page without a loading fallback in between`, async ({ page }) => {
    if (route.signedIn) await signInTab(page); // the route's load is the tab's first
    await page.addInitScript(() => {
      const shown = new Set<string>();
      Object.assign(window, { shownStatuses: shown });
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]'))
          shown.add(status.textContent ?? '');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`/${route.hash}`);
    const usable =
      route.hash === '#/home/login'
        ? page.getByRole('button', { name: 'Login' })
        : page.getByRole('heading', { level: 1 });
    await expect(usable).toBeVisible();
    const shown = await page.evaluate(() => [
      ...(window as unknown as { shownStatuses: Set<string> }).shownStatuses,
    ]);
    expect(shown.filter((text) => SUSPENSE_FALLBACKS.includes(text))).toEqual([]);
  });
}

// Spec 2 §2: the payment page reads a preloaded account list. The shell asks for the list as a
// signed-in page starts (its make-payment entry depends on it); the page that needs the list
// too takes that answer instead of asking the back end a second time.
test('a signed-in page asks the back end for the account list once: after sign-in, and on a fresh load', async ({
  page,
}) => {
  const accountListCalls = () => {
    let count = 0;
    const count$ = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === '/api/accountList') count += 1;
    };
    page.on('request', count$);
    return () => {
      page.off('request', count$);
      return count;
    };
  };

  let stop = accountListCalls();
  await signIn(page, 'borrower1');
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Make Payment' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(stop(), 'sign-in, then the dashboard').toBe(1);

  for (const [hash, ready] of [
    ['#/myaccount/dashboard', () => page.getByRole('table', { name: 'Loan Accounts' })],
    ['#/myaccount/payment', () => page.getByRole('heading', { name: 'Make Payment', level: 1 })],
  ] as const) {
    await page.goto(`/${hash}`);
    stop = accountListCalls();
    await page.reload();
    await expect(ready()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Make Payment' }).first()).toBeVisible();
    // Late calls count too: a refetch after the page showed would be a second call.
    await page.waitForLoadState('networkidle');
    expect(stop(), `a fresh load of ${hash}`).toBe(1);
  }
});
