// Issue 51 item 6(c): what the portal's telemetry sends, read from the network as the browser
// sends it (POST /telemetry, answered here with 204: no receiver is needed), carries the page's
// kind of events and route patterns, and never the borrower's data or a query string.
import type { Page, Request } from '@playwright/test';
import * as v from 'valibot';
import { TelemetryBatchSchema, type TelemetryEvent } from '@portal/telemetry-contract/batch';
import { expect, signIn, test } from '../support/portal-test';
import { portalUrl, remoteOrigin } from '../support/topology';

const AUTO_LOAN = '00011002347';
const NAME = 'Alex Morgan';
const AMOUNT = '389.17';
const E_MAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;

/** Answers every POST /telemetry with 204 and keeps each body and when it was sent. */
async function interceptTelemetry(page: Page) {
  const sent: { body: string; at: number }[] = [];
  await page.context().route('**/telemetry', async (route) => {
    sent.push({ body: route.request().postData() ?? '', at: Date.now() });
    await route.fulfill({ status: 204 });
  });
  return sent;
}

/**
 * Hides the page as switching tabs does (headless Chromium never hides a page itself): the
 * document reports `hidden` and fires `visibilitychange`; or, as leaving it does, `pagehide`.
 * The batch is the page's own sendBeacon, read from the network.
 */
async function hidePage(page: Page, sent: readonly unknown[], how: 'tab-switch' | 'leave') {
  const before = sent.length;
  await page.evaluate((event) => {
    if (event === 'tab-switch') {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    } else window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
  }, how);
  await expect.poll(() => sent.length).toBeGreaterThan(before);
}

const eventsOf = (sent: readonly { body: string }[]): TelemetryEvent[] =>
  sent.flatMap(({ body }) => v.parse(TelemetryBatchSchema, JSON.parse(body)).events);

test('telemetry sends attributed events by route pattern and no borrower data', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sent = await interceptTelemetry(page);
  const agentLoaded = page.waitForResponse(/telemetry-agent\.[0-9a-f]+\.js$/);
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard$/);
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible({
    timeout: 20_000,
  });
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('portal.session') ?? '{}').userToken as string,
  );
  expect(token).toBeTruthy();

  await page.goto(`/#/myaccount/loanDetails/${AUTO_LOAN}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(`/#/myaccount/payment/${AUTO_LOAN}`);
  await expect(page.getByRole('heading', { name: 'Make Payment', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'E-Check' }).check();
  await page.getByRole('radio', { name: 'Checking x4321' }).check();
  await page.getByLabel('Amount', { exact: true }).fill(AMOUNT);
  await page.getByLabel('Amount', { exact: true }).blur();
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue(AMOUNT);

  // Banners are watched by the agent, which loads once the page is quiet: one shown and gone
  // before then is not reported (noted in ADR 013's open points), so the failure comes after it.
  await agentLoaded;
  // An area that cannot be loaded: its fallback (a banner) and a failed load.
  await page.route(`${remoteOrigin(4)}/**`, (route) => route.abort());
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Profile' }).click();
  const fallback = page.getByRole('alert').filter({ hasText: 'Profile is unavailable right now' });
  await expect(fallback).toBeVisible();
  await page.unroute(`${remoteOrigin(4)}/**`);

  // Retry loads it; its data call fails, so the borrower sees the profile's error banner. The
  // real answer is read first: the borrower's e-mail is one of the values that must not leak.
  let eMail = '';
  await page.route('**/api/Profile/GetProfile', async (route) => {
    const answer = await (await route.fetch()).text();
    eMail = E_MAIL.exec(answer)?.[0] ?? eMail;
    await route.fulfill({ status: 500, json: {} });
  });
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.locator('[data-banner-code="profile.load-failed"]')).toBeVisible();
  expect(eMail).toMatch(E_MAIL);

  await hidePage(page, sent, 'tab-switch');

  const events = eventsOf(sent);
  const pageViews = events.filter((e) => e.kind === 'page-view').map((e) => e.route);
  expect(pageViews).toEqual(
    expect.arrayContaining([
      'myaccount/dashboard',
      'myaccount/loanDetails/:accountNumber',
      'myaccount/payment/:accountNumber',
      'myaccount/profile',
    ]),
  );
  // Attributed to the release this tab loaded, as remotes.json names it.
  const remotes = (await (await fetch(`${portalUrl}/remotes.json`)).json()) as Record<
    string,
    { version: string }
  >;
  expect(events).toContainEqual(
    expect.objectContaining({
      kind: 'page-view',
      area: 'servicing',
      version: remotes['servicing']?.version,
      variant: 'stable',
      route: 'myaccount/loanDetails/:accountNumber',
    }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({
      kind: 'page-view',
      area: 'payments',
      version: remotes['payments']?.version,
      route: 'myaccount/payment/:accountNumber',
    }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({ kind: 'area-load', area: 'profile', outcome: 'failed' }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({ kind: 'area-load', area: 'profile', outcome: 'ok' }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({
      kind: 'error',
      type: 'area-load',
      area: 'profile',
      route: 'myaccount/profile',
    }),
  );
  // The aborted scripts never arrived: a load failure, not an integrity refusal.
  expect(events.filter((e) => e.kind === 'error' && e.type === 'integrity')).toEqual([]);
  const banners = events.flatMap((e) => (e.kind === 'banner' ? [e.code] : []));
  expect(banners).toEqual(
    expect.arrayContaining(['shell.area-unavailable', 'profile.load-failed']),
  );
  expect(events).toContainEqual(expect.objectContaining({ kind: 'vital', name: 'TTFB' }));

  const wire = sent.map(({ body }) => body).join('\n');
  for (const value of [AUTO_LOAN, NAME, eMail, AMOUNT, AMOUNT.replace('.', ''), token, '?'])
    expect(wire, `telemetry carries ${value}`).not.toContain(value);
});

test('no telemetry request, not even the agent’s code, before the page is usable', async ({
  page,
}) => {
  const sent = await interceptTelemetry(page);
  // When the Login button appears, by the page's own clock (the runner may notice it late).
  await page.addInitScript(() => {
    const seen = () =>
      [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Login');
    new MutationObserver((_, observer) => {
      if (!seen()) return;
      Object.assign(window, { loginShownAt: Date.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // Every request's start and end as the browser timed them.
  const finished: { url: string; start: number; end: number }[] = [];
  const started: string[] = [];
  page.on('request', (request) => started.push(request.url()));
  const ended = (request: Request) => {
    const { startTime, responseEnd } = request.timing();
    finished.push({
      url: request.url(),
      start: startTime,
      end: startTime + Math.max(0, responseEnd),
    });
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const isTelemetry = (url: string) =>
    /^\/telemetry$|\/telemetry-agent\.[0-9a-f]+\.js$/.test(new URL(url).pathname);

  await page.goto('/#/home/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect.poll(() => finished.some((r) => isTelemetry(r.url)), { timeout: 15_000 }).toBe(true);
  const shownAt = await page.evaluate(
    () => (window as unknown as { loginShownAt: number }).loginShownAt,
  );
  const agentAt = Math.min(...finished.filter((r) => isTelemetry(r.url)).map((r) => r.start));

  // Usable as `pnpm bench` counts it: its control shown, then 500 ms with no request in flight
  // and none started or finished. The first telemetry request must come after that.
  const others = finished.filter((r) => !isTelemetry(r.url) && r.start < agentAt);
  expect(
    others.filter((r) => r.end > agentAt),
    'requests in flight',
  ).toEqual([]);
  const quietSince = Math.max(shownAt, ...others.map((r) => r.end));
  expect(agentAt - quietSince).toBeGreaterThanOrEqual(500);
  expect(started.filter((url) => !isTelemetry(url)).length).toBe(
    finished.filter((r) => !isTelemetry(r.url)).length,
  );

  // Then the page's events leave when it is left.
  await hidePage(page, sent, 'leave');
  expect(eventsOf(sent)).toContainEqual(
    expect.objectContaining({ kind: 'page-view', area: 'identity', route: 'home/login' }),
  );
});
