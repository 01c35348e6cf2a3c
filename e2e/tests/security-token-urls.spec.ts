import type { BrowserContext, Page } from '@playwright/test';
import { expect, logOut, signIn, test } from '../support/portal-test';
import { AUTO_LOAN, SIGNED_IN_PAGES } from '../support/route-pages';
import { resetSandbox } from '../support/sandbox';
import { signInAndOpen } from '../support/servicing-session';
import { sessionToken } from '../support/shell-portal';

// Issue 13 item 2: the session token never appears in a URL. A borrower visits every signed-in
// page and does everything that opens a URL (statements from provider 3, history and payoff
// downloads, documents, ACH agreements, apply for a loan from the menu and the dashboard); no
// request, no opened tab and no history entry carries the session token. Where a URL must carry a
// token, it is a minted one that works once and dies at logout.
test.describe.configure({ timeout: 120_000 });

const CONSUMER_SITE = 'https://loans.example.com/start';
// AUTO_LOAN's statements come from provider 3 (GetAmsiveStatementUrl).

/** Every URL the browser asked for, navigated to, or opened a tab at, in every tab. */
function recordUrls(context: BrowserContext, page: Page): string[] {
  const urls: string[] = [];
  const watch = (tab: Page) => {
    tab.on('framenavigated', (frame) => urls.push(frame.url()));
  };
  context.on('request', (request) => urls.push(request.url()));
  context.on('page', (tab) => {
    urls.push(tab.url());
    watch(tab);
  });
  watch(page);
  return urls;
}

/** Clicks something that opens a new tab, waits for the tab to get where it goes, closes it. */
async function inNewTab(context: BrowserContext, click: () => Promise<void>, until: RegExp) {
  const request = context.waitForEvent('request', (r) => until.test(r.url()));
  await click();
  const sent = await request;
  // Close the tab only once the server has answered (a download ends its request without a
  // response: null): a tab closed while the request is in flight may cancel it, leaving the
  // single-use token unused and the "used twice" check below meaningless.
  await sent.response().catch(() => null);
  for (const tab of context.pages().slice(1)) await tab.close();
  return sent.url();
}

test('no request, tab or history entry carries the session token; minted tokens work once and die at logout', async ({
  page,
  context,
}) => {
  await resetSandbox('all-features', {
    'Links.ApplyForLoanUrl': '',
    'Links.ConsumerApplicationUrl': CONSUMER_SITE,
    'Features.PayoffQuote': 'true',
  });
  // The consumer application site is outside: a stand-in page answers for it.
  await context.route('https://loans.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Apply</title><h1>Apply</h1>' }),
  );
  const urls = recordUrls(context, page);

  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard$/);
  const token = await sessionToken(page);
  expect(token).toBeTruthy();

  // Every signed-in page.
  for (const route of SIGNED_IN_PAGES) {
    await page.goto(route.url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }

  // Apply for a loan from the menu: the consumer site, with no token.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Apply For Loan' }).click();
  await inNewTab(
    context,
    () =>
      page
        .getByRole('dialog', { name: 'Apply For Loan' })
        .getByRole('button', { name: 'Continue to Application' })
        .click(),
    new RegExp(`^${CONSUMER_SITE}`),
  );

  // Loan details: a provider-3 statement, history CSV and PDF, the payoff breakdown.
  await page.goto(`/#/myaccount/loanDetails/${AUTO_LOAN}`);
  const statements = page.getByRole('list', { name: 'Statements' });
  const statement = await inNewTab(
    context,
    () => statements.getByRole('button').first().click(),
    /ViewStatement\?/,
  );
  await inNewTab(
    context,
    () => page.getByRole('button', { name: 'Download CSV' }).click(),
    /DownloadAccountHistory\?/,
  );
  await inNewTab(
    context,
    () => page.getByRole('button', { name: 'Download PDF' }).click(),
    /DownloadAccountHistory\?/,
  );
  await page.getByRole('button', { name: 'Get Payoff Quote' }).click();
  const payoff = page.getByRole('dialog', { name: 'Payoff Quote' });
  const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await payoff
    .getByLabel('Payoff date (MM/DD/YYYY)')
    .fill(`${pad(inAWeek.getMonth() + 1)}${pad(inAWeek.getDate())}${inAWeek.getFullYear()}`);
  await payoff.getByRole('button', { name: 'Submit' }).click();
  await inNewTab(
    context,
    () => payoff.getByRole('button', { name: 'Download breakdown' }).click(),
    /DownloadPayoffQuoteBreakdown\?/,
  );
  await payoff.getByRole('button', { name: 'Close' }).click();

  // Documents: an ACH draft agreement, and an uploaded document in the document center.
  await page.goto('/#/myaccount/documents');
  await inNewTab(
    context,
    () =>
      page.getByRole('list', { name: 'ACH draft agreements' }).getByRole('button').first().click(),
    /RenderACHDraftAgreement\?/,
  );
  await page.goto('/#/myaccount/document-center');
  await page.getByLabel('Account number').selectOption(AUTO_LOAN);
  await inNewTab(
    context,
    () => page.getByRole('button', { name: 'Proof of insurance.pdf' }).click(),
    /ViewDocument\?/,
  );

  // Nothing the browser asked for or showed carries the session token.
  const leaks = () =>
    urls.filter((url) => url.includes(token as string) || /usertoken=/i.test(url));
  expect(leaks(), 'URLs carrying the session token').toEqual([]);

  // The dashboard's Apply for a loan goes the same way as the menu's (the shell's notice).
  await page.goto('/#/myaccount/dashboard');
  const consumerVisit = context.waitForEvent('request', (r) => r.url().startsWith(CONSUMER_SITE));
  await page.getByRole('button', { name: 'Apply for a loan' }).click();
  await page
    .getByRole('dialog', { name: 'Apply For Loan' })
    .getByRole('button', { name: 'Continue to Application' })
    .click();
  expect((await consumerVisit).url()).toBe(CONSUMER_SITE);
  for (const tab of context.pages().slice(1)) await tab.close();

  expect(leaks(), 'URLs carrying the session token').toEqual([]);
  // The consumer site was reached, and only ever at its own address: no token of ours at all.
  expect([...new Set(urls.filter((url) => url.startsWith('https://loans.example.com')))]).toEqual([
    CONSUMER_SITE,
  ]);

  // A minted token works once: the ones the browser just used are refused now.
  const applyLinks = urls.filter((url) => /\/api\/ApplyForLoan\?/.test(url));
  expect(applyLinks.length).toBeGreaterThan(0);
  for (const used of [...new Set(applyLinks), statement]) {
    const again = await page.request.get(used, { maxRedirects: 0 });
    expect(again.status(), used).toBe(401);
  }

  // A minted token dies at logout: one was used before and worked; its twin is refused after.
  const mint = async () =>
    (
      await page.request.get('/api/PassableToken/GetPassableToken', {
        headers: { UserToken: token as string },
      })
    ).json() as Promise<string>;
  const statementUrl = (passable: string) => {
    const url = new URL(statement);
    url.searchParams.set('token', passable);
    return url.toString();
  };
  const before = await mint();
  const unused = await mint();
  expect((await page.request.get(statementUrl(before))).status()).toBe(200);
  await logOut(page);
  expect((await page.request.get(statementUrl(unused))).status()).toBe(401);
});

/** The page views the portal queued for the institution's analytics (window.dataLayer). */
const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).flatMap((command) =>
      Array.isArray(command) && command[1] === 'page_view' ? [command[2] as object] : [],
    ),
  );

test("the institution's analytics learn which page was seen, never the URL's tokens or account numbers", async ({
  page,
}) => {
  await resetSandbox('default', { 'Analytics.GoogleTagId': 'G-TEST1234' });
  // Each link carries a token that works for one purpose (spec 1 §2, §4): whoever reads it can use it.
  const links = [
    {
      url: '/#/home/activate?token=activate-jamie',
      secret: 'activate-jamie',
      page: '/home/activate',
    },
    {
      url: '/#/home/verifyEmail/verify-newpass1',
      secret: 'verify-newpass1',
      page: '/home/verifyEmail',
    },
    {
      url: '/#/home/forcePasswordChange/reset-borrower2',
      secret: 'reset-borrower2',
      page: '/home/forcePasswordChange',
    },
    {
      url: '/#/home/sso?token=not-a-real-sso-token',
      secret: 'not-a-real-sso-token',
      page: '/home/sso',
    },
    { url: '/#/opt-out?token=optout-borrower1', secret: 'optout-borrower1', page: '/opt-out' },
  ];
  for (const link of links) {
    await page.goto('about:blank');
    await page.goto(link.url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect
      .poll(() => pageViews(page), link.url)
      .toContainEqual(expect.objectContaining({ page_path: link.page }));
    expect(JSON.stringify(await pageViews(page)), link.url).not.toContain(link.secret);
  }

  await page.goto('about:blank');
  await signInAndOpen(page, `/myaccount/loanDetails/${AUTO_LOAN}`);
  await expect(page.getByRole('heading', { name: 'Loan Information' })).toBeVisible();
  await expect
    .poll(() => pageViews(page))
    .toContainEqual(expect.objectContaining({ page_path: '/myaccount/loanDetails' }));
  expect(JSON.stringify(await pageViews(page))).not.toContain(AUTO_LOAN);
});
