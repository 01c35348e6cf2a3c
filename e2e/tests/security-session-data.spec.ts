// Issue 13 item 1: server state belongs to one session. A borrower who signs in after another in
// the same tab, without a reload, never sees anything of the first borrower: not while a page
// loads, not from a cache, not after a logout the borrower did not choose (Unauthorized, another
// tab, idle timeout). Everything the DOM shows from logout on is recorded, so a flash of old data
// counts too.
import type { Page, Request } from '@playwright/test';
import { expireToken, resetSandbox } from '../support/sandbox';
import { expect, logOut, test } from '../support/portal-test';
import { sessionToken } from '../support/shell-portal';

test.describe.configure({ timeout: 240_000 });

/** What borrower1's pages show (sandbox seed): names, address, accounts, methods, logins… */
const BORROWER1_MARKS: Record<string, RegExp> = {
  name: /Alex Morgan/i,
  email: /alex\.morgan/i,
  address: /Harbor View/i,
  'home equity loan': /Home Equity/i,
  'line of credit': /Personal Line of Credit/i,
  'boat loan': /Boat Loan/i,
  'auto loan number': /1100234/,
  'home equity number': /1100235/,
  'line of credit number': /1900441/,
  'savings number': /1500112/,
  'closed loan number': /1100199/,
  'method tails': /(?<!\d)(4321|1881)(?!\d)/,
  'auto loan balance': /12,?450\.32/,
  'home equity balance': /48,?210\.77/,
  'scheduled payment': /SP20481937/,
  applications: /20250101|20250087|20240950/,
  documents: /proof.of.insurance\.pdf/i,
  'login ips': /198\.51\.100\.82|192\.0\.2\.45(?!\d)|203\.0\.113\.24/,
};

/** What a borrower1 tour must have shown, or the marks above would prove nothing. */
const SEEN_BY_BORROWER1 = [
  'name',
  'address',
  'home equity loan',
  'auto loan number',
  'method tails',
  'scheduled payment',
  'applications',
  'login ips',
];

interface Stop {
  path: string;
  /** Calls this page needs: made in this session by the time it settles (not served from before). */
  calls?: RegExp[];
}

const ACCOUNT_LIST = /\/api\/accountList(\?|$)/i;
const PAYMENT_INFO = /\/api\/PaymentInformation\/GetPaymentInfo/i;
const ACCOUNT_DETAILS = /\/api\/AccountDetails/i;
const PROFILE = /\/api\/Profile\/GetProfile/i;
const LOGIN_HISTORY = /\/api\/Profile\/LoginHistory/i;
const ACH_DRAFTS = /\/api\/AchDraftAgreement\/GetACHDrafts/i;

// Borrower1 visits every signed-in page of every area, the payment pages last, so that their data
// is as fresh as it can be when borrower2 arrives.
const BORROWER1_TOUR: Stop[] = [
  { path: '/myaccount/dashboard', calls: [ACCOUNT_LIST] },
  { path: '/myaccount/loanDetails/00011002347', calls: [ACCOUNT_DETAILS] },
  { path: '/myaccount/loanDetails/00011002355', calls: [ACCOUNT_DETAILS] },
  { path: '/myaccount/deposits/depositDetails/00015001126' },
  { path: '/myaccount/documents', calls: [ACH_DRAFTS] },
  { path: '/myaccount/document-center' },
  { path: '/myaccount/messages' },
  { path: '/myaccount/locations' },
  { path: '/myaccount/faq' },
  { path: '/myaccount/loginHistory', calls: [LOGIN_HISTORY] },
  { path: '/myaccount/applicationdetails/20250101' },
  { path: '/myaccount/requestChange' },
  { path: '/myaccount/profile', calls: [PROFILE] },
  { path: '/myaccount/payment/00011002355', calls: [PAYMENT_INFO] },
  { path: '/myaccount/payment/00011002347', calls: [PAYMENT_INFO] },
];

// Borrower2 starts where borrower1 left off, then tours everything, borrower1's addresses too
// (an open tab's history holds them): each area must ask the server again for this session.
const BORROWER2_TOUR: Stop[] = [
  { path: '/myaccount/payment', calls: [ACCOUNT_LIST, PAYMENT_INFO] },
  { path: '/myaccount/dashboard', calls: [ACCOUNT_LIST] },
  { path: '/myaccount/loanDetails/00021003051', calls: [ACCOUNT_DETAILS] },
  { path: '/myaccount/deposits/depositDetails/00025002210' },
  { path: '/myaccount/documents', calls: [ACH_DRAFTS] },
  { path: '/myaccount/document-center' },
  { path: '/myaccount/messages' },
  { path: '/myaccount/locations' },
  { path: '/myaccount/faq' },
  { path: '/myaccount/loginHistory', calls: [LOGIN_HISTORY] },
  { path: '/myaccount/requestChange' },
  { path: '/myaccount/profile', calls: [PROFILE] },
  { path: '/myaccount/loanDetails/00011002347' },
  { path: '/myaccount/applicationdetails/20250101' },
  { path: '/myaccount/payment/00011002347' },
];

/** Every signed-in request the tab makes, with the token it carried. */
function recordRequests(page: Page) {
  const seen: { url: string; token: string | undefined }[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes('/api/')) return;
    seen.push({ url: request.url(), token: request.headers()['usertoken'] });
  });
  return seen;
}

/** Text, titles and form values of the whole page (hidden parts included). */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const values = [...document.querySelectorAll('input, textarea, select')].map(
      (field) => (field as HTMLInputElement).value,
    );
    return [document.title, document.body.textContent ?? '', ...values].join('\n');
  });
}

function marksIn(text: string): string[] {
  return Object.entries(BORROWER1_MARKS)
    .filter(([, pattern]) => pattern.test(text))
    .map(([name]) => name);
}

/** From now on, every text the DOM gains is kept on the page, to be read back later. */
async function watchEverythingRendered(page: Page) {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { __renderedSinceLogout: string[] }).__renderedSinceLogout = log;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') log.push(record.target.textContent ?? '');
        for (const node of record.addedNodes) log.push(node.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

async function renderedSinceLogout(page: Page): Promise<string> {
  const log = await page.evaluate(
    () => (window as unknown as { __renderedSinceLogout?: string[] }).__renderedSinceLogout,
  );
  // The log lives in this document only: its loss would mean the tab was reloaded after all.
  expect(log, 'the tab was not reloaded between the two borrowers').toBeDefined();
  return (log ?? []).join('\n');
}

/** A hash navigation inside the open document, as a link or history step would do it. */
async function visit(page: Page, path: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, path);
}

async function settle(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.getByRole('status'), path).toHaveCount(0);
}

/** Tours the stops; returns the borrower1 marks seen on each (and may check them on the way). */
async function tour(
  page: Page,
  stops: Stop[],
  requests: { url: string; token: string | undefined }[],
  onStop: (path: string, marks: string[]) => void = () => undefined,
): Promise<Map<string, string[]>> {
  const marks = new Map<string, string[]>();
  const token = await sessionToken(page);
  for (const stop of stops) {
    await visit(page, stop.path);
    await settle(page, stop.path);
    onStop(stop.path, marksIn(await pageText(page)));
    for (const call of stop.calls ?? []) {
      await expect
        .poll(() => requests.some((made) => made.token === token && call.test(made.url)), {
          message: `${stop.path} asks the server for ${call}`,
        })
        .toBe(true);
    }
    await settle(page, stop.path);
    marks.set(stop.path, marksIn(await pageText(page)));
  }
  return marks;
}

/** Signs in on the login page already open in this tab (no navigation, no reload). */
async function signInHere(page: Page, username: string) {
  await expect(page).toHaveURL(/#\/home\/login/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('Welcome123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
}

async function tourAsBorrower1(page: Page, requests: { url: string; token: string | undefined }[]) {
  await page.goto('/#/home/login');
  await signInHere(page, 'borrower1');
  const seen = await tour(page, BORROWER1_TOUR, requests);
  const all = new Set([...seen.values()].flat());
  expect(
    SEEN_BY_BORROWER1.filter((mark) => !all.has(mark)),
    'borrower1 saw their own data',
  ).toEqual([]);
  return (await sessionToken(page)) ?? '';
}

async function expectNothingOfBorrower1(
  page: Page,
  requests: { url: string; token: string | undefined }[],
  borrower1Token: string,
) {
  const from = requests.length;
  await signInHere(page, 'borrower2');
  const borrower2Token = await sessionToken(page);
  // Soft: a page that shows borrower1's data is reported, and the tour goes on to the next.
  const seen = await tour(page, BORROWER2_TOUR, requests, (path, marks) =>
    expect.soft(marks, `borrower1's data on ${path} while it loads`).toEqual([]),
  );
  for (const [path, marks] of seen) expect(marks, `borrower1's data on ${path}`).toEqual([]);
  expect(marksIn(await renderedSinceLogout(page)), 'borrower1 data rendered at any moment').toEqual(
    [],
  );
  const stale = requests
    .slice(from)
    .filter(({ token }) => token !== undefined && token !== borrower2Token);
  expect(stale, 'calls made with another session than borrower2’s').toEqual([]);
  expect(borrower2Token).not.toBe(borrower1Token);
}

test('after borrower1 logs out, borrower2 in the same tab sees nothing of borrower1, on any page', async ({
  page,
}) => {
  await resetSandbox('all-features');
  const requests = recordRequests(page);
  const borrower1Token = await tourAsBorrower1(page, requests);

  await logOut(page);
  await watchEverythingRendered(page);
  // Signed out, the tab shows nothing of the borrower who just left.
  expect(marksIn(await pageText(page)), 'borrower1 data on the login page').toEqual([]);

  await expectNothingOfBorrower1(page, requests, borrower1Token);
});

test('after a call answered Unauthorized, the next borrower in the tab sees nothing of the last', async ({
  page,
}) => {
  await resetSandbox('all-features');
  const requests = recordRequests(page);
  const borrower1Token = await tourAsBorrower1(page, requests);

  await expireToken(borrower1Token);
  await watchEverythingRendered(page);
  // A page whose data is not cached yet asks the server, which no longer knows the token.
  await visit(page, '/myaccount/loanDetails/00019004418');
  await expect(page).toHaveURL(/#\/home\/login\?error=unauthorized$/);
  await expect(page.getByRole('status').filter({ hasText: 'Not Authorized' })).toBeVisible();

  await expectNothingOfBorrower1(page, requests, borrower1Token);
});

test('after a logout in another tab, the next borrower in this tab sees nothing of the last', async ({
  page,
  context,
}) => {
  await resetSandbox('all-features');
  const requests = recordRequests(page);
  const borrower1Token = await tourAsBorrower1(page, requests);

  const other = await context.newPage();
  await other.goto('/#/home/login');
  await signInHere(other, 'borrower1');
  await watchEverythingRendered(page);
  await logOut(other);
  await other.close();
  await expect(page).toHaveURL(/#\/home\/login/);

  await expectNothingOfBorrower1(page, requests, borrower1Token);
});

test('after an idle timeout, the next borrower in the tab sees nothing of the last', async ({
  page,
}) => {
  await page.clock.install();
  await resetSandbox('all-features');
  const requests = recordRequests(page);
  const borrower1Token = await tourAsBorrower1(page, requests);

  await watchEverythingRendered(page);
  // Spec 1 §4: 3 idle minutes open the countdown, 2 more end the session.
  await page.clock.runFor(181_000);
  await expect(
    page.getByRole('alertdialog', { name: 'Your session is about to expire' }),
  ).toBeVisible();
  await page.clock.runFor(121_000);
  await expect(page).toHaveURL(/#\/home\/login\?error=expired$/);

  await expectNothingOfBorrower1(page, requests, borrower1Token);
});
