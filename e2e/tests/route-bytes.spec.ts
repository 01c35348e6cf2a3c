import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { documentedEndpoints } from '../../libs/api-contract/src/all-references';
import { expect, test } from '../support/portal-test';
import { collectScripts } from '../support/responses';
import { resetSandbox } from '../support/sandbox';
import { openSignedIn, signInTab } from '../support/signed-in-tab';

// Each route downloads only what its first view needs (issue 14, items 4 and 5): a library or
// a dialog's code that only a later step uses loads with that step. Libraries are recognised
// by a string only their own source carries.
const REACT_HOOK_FORM = 'resetOptions';
const DOMPURIFY = 'uponSanitizeElement';
const LUXON = 'Invalid DateTime';
const AUTO_LOAN = '00011002347';
// A chosen loan's scheduled payments (with the wallet dialog, one chunk of the payments area).
const LOAN_SECTIONS = 'Are you sure you want to delete this scheduled payment?';
// The documents block (File Management) of the servicing area.
const DOCUMENT_SERVICES = 'Uploaded documents';
// Setting defaults only one area's keys have: the identity area's secret questions, the profile
// area's texting terms, the servicing area's FAQ text (issue 14, item 4).
const IDENTITY_DEFAULTS = 'What street did you grow up on?';
const PROFILE_DEFAULTS = 'Reply STOP to cancel.';
const SERVICING_DEFAULTS = 'Current rates are available from any branch.';
// react-router's own <Link> (its route discovery) and <ScrollRestoration>: framework-mode code
// the portal's declarative router never runs.
const ROUTER_LINK = 'data-discover';
const ROUTER_SCROLL_RESTORATION = 'react-router-scroll-positions';
// The shell's operator page (#/status): a column only it shows.
const STATUS_PAGE = 'Loaded in this tab';

/** Whether any script the page downloaded since this call carries `marker`. */
function scriptsCarrying(page: Page) {
  const scripts = collectScripts(page);
  return async (marker: string) => (await scripts()).some(({ body }) => body.includes(marker));
}

test.beforeEach(() => resetSandbox());

/** A fresh load of a route in a tab where borrower1 is signed in. */
async function coldLoad(page: Page, hash: string) {
  await page.goto('about:blank'); // no late answer of a page before is counted
  const downloaded = scriptsCarrying(page);
  await openSignedIn(page, hash.replace(/^#/, ''));
  return downloaded;
}

test("the dashboard shows plain-text settings without downloading a sanitiser or other areas' setting defaults", async ({
  page,
}) => {
  const downloaded = await coldLoad(page, '#/myaccount/dashboard');
  await expect(page.getByText('Payments made after 5 p.m. Eastern')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await downloaded(DOMPURIFY)).toBe(false);
  expect(await downloaded(SERVICING_DEFAULTS)).toBe(true);
  expect(await downloaded(IDENTITY_DEFAULTS)).toBe(false);
  expect(await downloaded(PROFILE_DEFAULTS)).toBe(false);
});

test('marked-up settings still get DOMPurify, and lose their handlers', async ({ page }) => {
  await resetSandbox('default', {
    'Dashboard.InfoText': '<p>Pay by <b>5 p.m.</b><img src=x onerror="alert(1)"></p>',
  });
  const downloaded = await coldLoad(page, '#/myaccount/dashboard');
  await expect(page.locator('.servicing-info-text b')).toHaveText('5 p.m.');
  await expect(page.locator('.servicing-info-text [onerror]')).toHaveCount(0);
  expect(await downloaded(DOMPURIFY)).toBe(true);
});

test('the payment page comes without the new-method forms until a method is added', async ({
  page,
}) => {
  const downloaded = await coldLoad(page, `#/myaccount/payment/${AUTO_LOAN}`);
  await expect(page.getByRole('radio', { name: 'Card', exact: true })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await downloaded(REACT_HOOK_FORM)).toBe(false);

  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await page.getByRole('button', { name: 'Add New Payment Method' }).click();
  const modal = page.getByRole('dialog', { name: 'Payment Details' });
  await expect(modal.getByLabel('Card Number')).toBeEditable();
  expect(await downloaded(REACT_HOOK_FORM)).toBe(true);
});

test('the profile page shows its documents with their dates, without luxon', async ({ page }) => {
  await resetSandbox('default', { 'Features.FileServices': 'true' });
  const downloaded = await coldLoad(page, '#/myaccount/profile');
  const documents = page.getByRole('region', { name: 'Profile Documents' });
  const row = documents.getByRole('row', { name: /proof-of-insurance\.pdf/ });
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await page.waitForLoadState('networkidle');
  expect(await downloaded(LUXON)).toBe(false);
});

test('the loan details page shows its figures and statement years without luxon; the payoff dialog brings it', async ({
  page,
}) => {
  await resetSandbox('default', { 'Features.PayoffQuote': 'true' });
  const downloaded = await coldLoad(page, `#/myaccount/loanDetails/${AUTO_LOAN}`);
  await expect(page.getByRole('heading', { name: 'Loan Information' })).toBeVisible();
  const years = page.getByLabel('Year', { exact: true });
  await expect(years.getByRole('option')).toHaveCount(4);
  await page.waitForLoadState('networkidle');
  expect(await downloaded(LUXON)).toBe(false);

  await page.getByRole('button', { name: 'Get Payoff Quote' }).click();
  const payoff = page.getByRole('dialog', { name: 'Payoff Quote' });
  await expect(payoff.getByLabel('Payoff date (MM/DD/YYYY)')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(await downloaded(LUXON)).toBe(true);
});

test('the loan details page checks and saves its mailing address without a form library', async ({
  page,
}) => {
  const downloaded = await coldLoad(page, `#/myaccount/loanDetails/${AUTO_LOAN}`);
  const zip = page.getByLabel('Zip');
  await zip.fill('4942');
  await expect(page.getByText('Zip code must be 5 digits')).toBeVisible();
  // Save is aria-disabled while the form is invalid; Enter still submits, and says why not.
  await page.getByLabel('Street').press('Enter');
  await expect(page.getByRole('alert')).toContainText(
    'Was unable to save changes, please correct errors first.',
  );
  await expect(zip).toBeFocused();

  await zip.fill('49423');
  await page.getByLabel('City').fill('Holland');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('✓ Changes saved')).toBeVisible();
  expect(await downloaded(REACT_HOOK_FORM)).toBe(false);
});

test('the loan details page downloads its documents block only where file services are on', async ({
  page,
}) => {
  const downloaded = await coldLoad(page, `#/myaccount/loanDetails/${AUTO_LOAN}`);
  await expect(page.getByRole('heading', { name: 'Loan Information' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await downloaded(DOCUMENT_SERVICES)).toBe(false);
});

test('with file services on, the loan details page lists the account documents', async ({
  page,
}) => {
  await resetSandbox('default', { 'Features.FileServices': 'true' });
  const downloaded = await coldLoad(page, `#/myaccount/loanDetails/${AUTO_LOAN}`);
  await expect(
    page
      .getByRole('list', { name: 'Uploaded documents' })
      .getByRole('button', { name: 'Proof of insurance.pdf' }),
  ).toBeVisible();
  expect(await downloaded(DOCUMENT_SERVICES)).toBe(true);
});

test('the dashboard shows its dates and the previous login without luxon', async ({ page }) => {
  const downloaded = await coldLoad(page, '#/myaccount/dashboard');
  const loans = page.getByRole('table', { name: 'Loan Accounts' });
  await expect(loans.getByRole('row', { name: /Auto Loan 0001100234/ })).toContainText(
    /\d{2}\/\d{2}\/\d{4}/,
  );
  await expect(
    page.getByRole('link', { name: /^Previous login \d\d\/\d\d\/\d{4} from / }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await downloaded(LUXON)).toBe(false);
});

test("the payment page lists the loans to choose from without luxon or a loan's sections; choosing one brings them", async ({
  page,
}) => {
  const downloaded = await coldLoad(page, '#/myaccount/payment');
  const loans = page.getByLabel('Select Loan Account');
  await expect(
    loans.getByRole('option', { name: /Auto Loan .* due \d{2}\/\d{2}\/\d{4}/ }),
  ).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(await downloaded(LUXON)).toBe(false);
  expect(await downloaded(LOAN_SECTIONS)).toBe(false);

  await loans.selectOption({
    label: (await loans.getByRole('option', { name: /Auto Loan/ }).textContent()) ?? '',
  });
  await expect(page.getByRole('radio', { name: 'Card', exact: true })).toBeEnabled();
  expect(await downloaded(LUXON)).toBe(true);
  expect(await downloaded(LOAN_SECTIONS)).toBe(true);
});

test('the login page checks and submits its form without a form library', async ({ page }) => {
  const downloaded = scriptsCarrying(page);
  await page.goto('/#/home/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('You must enter a username')).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.getByLabel('Username').fill('borrower1');
  await expect(page.getByText('You must enter a username')).toBeHidden();
  await page.getByLabel('Password').fill('Welcome123');
  await page.waitForLoadState('networkidle');
  expect(await downloaded(REACT_HOOK_FORM)).toBe(false);

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/myaccount\/dashboard/);
});

test("no page downloads the router's framework links; a link opens its page in place, or a new tab with Ctrl", async ({
  page,
}) => {
  const downloaded = scriptsCarrying(page);
  await page.goto('/#/home/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/#\/home\/register$/);
  await page.getByRole('link', { name: 'Return to Login' }).click();
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'FAQ' }).click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(tab).toHaveURL(/#\/home\/faq$/);
  await expect(page).toHaveURL(/#\/home\/login$/);
  await tab.close();

  await openSignedIn(page, '/myaccount/dashboard');
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await downloaded(ROUTER_LINK)).toBe(false);
  expect(await downloaded(ROUTER_SCROLL_RESTORATION)).toBe(false);
});

test('no borrower page downloads the operator status page; #/status still shows it', async ({
  page,
}) => {
  const downloaded = scriptsCarrying(page);
  await page.goto('/#/home/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await downloaded(STATUS_PAGE)).toBe(false);

  await page.goto('/#/status');
  const areas = page.getByRole('table', { name: 'Areas' });
  await expect(areas.getByRole('columnheader', { name: 'Loaded in this tab' })).toBeVisible();
  await expect(areas.getByRole('row', { name: /^identity/ })).toBeVisible();
  expect(await downloaded(STATUS_PAGE)).toBe(true);
});

// The payments area's setting defaults (its notices and limits) ship with the payments area: the
// login, dashboard and profile pages read none of them. A default only that catalogue carries:
const PAYMENTS_DEFAULTS = 'A processing fee may apply to payments made online.';
const UPLOAD_TRANSPORT = 'The upload failed before an answer arrived.';

/**
 * Whether each page, opened afresh once usable, downloaded a script carrying `marker`: the
 * login page signed out, then each signed-in route in turn.
 */
async function pagesDownloading(page: Page, marker: string, signedInHashes: string[]) {
  const found: Record<string, boolean> = {};
  const atLogin = scriptsCarrying(page);
  await page.goto('/#/home/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  found['#/home/login'] = await atLogin(marker);
  await signInTab(page);
  for (const hash of signedInHashes) found[hash] = await (await settledLoad(page, hash))(marker);
  return found;
}

/**
 * A fresh load of `hash` in this tab (the session, if any, stays), once its heading shows and
 * the network is quiet: what it downloaded, asked by marker.
 */
async function settledLoad(page: Page, hash: string) {
  await page.goto('about:blank');
  const downloaded = scriptsCarrying(page);
  await page.goto(`/${hash}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return downloaded;
}

test('only the payment pages download the payments settings catalogue', async ({ page }) => {
  const payment = `#/myaccount/payment/${AUTO_LOAN}`;
  expect(
    await pagesDownloading(page, PAYMENTS_DEFAULTS, ['#/myaccount/dashboard', payment]),
  ).toEqual({ '#/home/login': false, '#/myaccount/dashboard': false, [payment]: true });
});

// The profile page uploads documents, with their progress, where file services are on.
test('only pages that upload download the upload-progress transport', async ({ page }) => {
  await resetSandbox('default', { 'Features.FileServices': 'true' });
  expect(
    await pagesDownloading(page, UPLOAD_TRANSPORT, [
      '#/myaccount/dashboard',
      '#/myaccount/profile',
    ]),
  ).toEqual({
    '#/home/login': false,
    '#/myaccount/dashboard': false,
    '#/myaccount/profile': true,
  });
});

// The profile's documents block (its list, file types and upload) shows only where file
// services are on; a message only its code carries.
const PROFILE_DOCUMENTS = 'Cannot connect to the service to get file types.';

test('the profile page downloads its documents block only where file services are on', async ({
  page,
}) => {
  const downloaded = await coldLoad(page, '#/myaccount/profile');
  await expect(page.getByRole('region', { name: 'Personal Information' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await downloaded(PROFILE_DOCUMENTS)).toBe(false);
  expect(await downloaded(UPLOAD_TRANSPORT)).toBe(false);
});

// A browser that overrides no area (every borrower's) never runs the override checks.
const OVERRIDE_CHECKS = 'this deployment allows overrides only from';

test('no borrower page downloads the remote-override checks', async ({ page }) => {
  expect(await pagesDownloading(page, OVERRIDE_CHECKS, ['#/myaccount/dashboard'])).toEqual({
    '#/home/login': false,
    '#/myaccount/dashboard': false,
  });
});

// The shell's dialogs (the modal, confirm, notices, the session timeout) and the override
// banner: no page needs them to show itself. Markers only their own code carries.
const SHELL_DIALOGS = 'You will be logged out in';
const OVERRIDE_BANNER = 'This page runs an override';

test("no page downloads the shell's dialogs or the override banner; the logout confirmation still opens", async ({
  page,
}) => {
  const pages = ['#/myaccount/dashboard', '#/myaccount/profile'];
  expect(await pagesDownloading(page, SHELL_DIALOGS, pages)).toEqual({
    '#/home/login': false,
    '#/myaccount/dashboard': false,
    '#/myaccount/profile': false,
  });
  expect(await pagesDownloading(page, OVERRIDE_BANNER, pages)).toEqual({
    '#/home/login': false,
    '#/myaccount/dashboard': false,
    '#/myaccount/profile': false,
  });

  const downloaded = await coldLoad(page, '#/myaccount/dashboard');
  await expect(page.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  const logout = page.getByRole('alertdialog', { name: 'Logout' });
  await expect(logout).toContainText('Are you sure you want to logout?');
  expect(await downloaded(SHELL_DIALOGS)).toBe(true);
  await logout.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/home\/login/);
});

// Dialogs a page opens only when asked: hide from web and the e-statement agreement (loan
// details), the texting terms (profile). Markers only their own code carries.
const HIDE_DIALOG = 'An error occurred trying to hide this account.';
const E_STATEMENT_AGREEMENT = 'E-Statement Agreement';
const TEXTING_TERMS = 'Texting Terms';

test('the loan details page comes without its hide and e-statement agreement dialogs; Hide From Web still opens', async ({
  page,
}) => {
  const downloaded = await coldLoad(page, `#/myaccount/loanDetails/${AUTO_LOAN}`);
  await expect(page.getByRole('heading', { name: 'Loan Information' })).toBeVisible();
  await expect(
    page.getByRole('switch', { name: 'Receive statements electronically' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await downloaded(HIDE_DIALOG)).toBe(false);
  expect(await downloaded(E_STATEMENT_AGREEMENT)).toBe(false);

  await page.getByRole('button', { name: 'Hide From Web' }).click();
  const hide = page.getByRole('dialog', { name: 'Hide From Web' });
  await expect(hide).toBeVisible();
  expect(await downloaded(HIDE_DIALOG)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(hide).toBeHidden();
});

test('the profile page comes without the texting terms; turning texting on still shows them', async ({
  page,
}) => {
  await resetSandbox('default', { 'Profile.TextMessages': 'true' });
  const downloaded = await coldLoad(page, '#/myaccount/profile');
  const personal = page.getByRole('region', { name: 'Personal Information' });
  const texting = personal.getByLabel('Text messages to phone 1');
  await expect(texting).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await downloaded(TEXTING_TERMS)).toBe(false);

  await texting.click();
  const terms = page.getByRole('dialog', { name: 'Texting Terms' });
  await expect(terms).toBeVisible();
  expect(await downloaded(TEXTING_TERMS)).toBe(true);
  await terms.getByRole('button', { name: 'Disagree' }).click();
  await expect(texting).not.toBeChecked();
});

// TanStack Query comes with the pages that query (issue 14, item 4). The FAQ, the SSO landing,
// e-mail verification and the payment confirmation run no query; the locations and the dashboard
// do. A name only its own code carries:
const TANSTACK_QUERY = 'queryCache';

test('pages that run no query come without TanStack Query; pages that query still get it', async ({
  page,
}) => {
  // Seven pages, each until its network settles (the telemetry agent's load included).
  test.setTimeout(60_000);
  const found: Record<string, boolean> = {};
  const signedOut = ['#/home/faq', '#/home/sso', '#/home/verifyEmail/sample', '#/home/locations'];
  for (const hash of signedOut) found[hash] = await (await settledLoad(page, hash))(TANSTACK_QUERY);
  await signInTab(page);
  for (const hash of ['#/myaccount/faq', '#/myaccount/paymentConfirm', '#/myaccount/dashboard'])
    found[hash] = await (await settledLoad(page, hash))(TANSTACK_QUERY);
  expect(found).toEqual({
    '#/home/faq': false,
    '#/home/sso': false,
    '#/home/verifyEmail/sample': false,
    '#/home/locations': true,
    '#/myaccount/faq': false,
    '#/myaccount/paymentConfirm': false,
    '#/myaccount/dashboard': true,
  });
});

// A document page asks for a one-time document token; it calls nothing of the loan page's
// alerts, statements or account details, so it downloads none of their schemas. Names only
// those endpoints' contracts carry:
const LOAN_PAGE_CONTRACTS = ['servicing.saveAlerts', 'servicing.accountDetails'];

test("the document pages come without the loan page's call contracts; loan details still has them", async ({
  page,
}) => {
  const found: Record<string, boolean[]> = {};
  await signInTab(page);
  for (const hash of [
    '#/myaccount/documents',
    '#/myaccount/document-center',
    '#/myaccount/applicationdetails/1001',
    `#/myaccount/loanDetails/${AUTO_LOAN}`,
  ]) {
    const downloaded = await settledLoad(page, hash);
    found[hash] = await Promise.all(LOAN_PAGE_CONTRACTS.map(downloaded));
  }
  expect(found).toEqual({
    '#/myaccount/documents': [false, false],
    '#/myaccount/document-center': [false, false],
    '#/myaccount/applicationdetails/1001': [false, false],
    [`#/myaccount/loanDetails/${AUTO_LOAN}`]: [true, true],
  });
});

test("the locations pages come without the loan page's account details contract", async ({
  page,
}) => {
  const found: Record<string, boolean> = {};
  const ACCOUNT_DETAILS = 'servicing.accountDetails';
  found['#/home/locations'] = await (await settledLoad(page, '#/home/locations'))(ACCOUNT_DETAILS);
  await signInTab(page);
  for (const hash of ['#/myaccount/locations', `#/myaccount/loanDetails/${AUTO_LOAN}`])
    found[hash] = await (await settledLoad(page, hash))(ACCOUNT_DETAILS);
  expect(found).toEqual({
    '#/home/locations': false,
    '#/myaccount/locations': false,
    [`#/myaccount/loanDetails/${AUTO_LOAN}`]: true,
  });
});

test('the messages page comes without TanStack Query until its captcha shows', async ({ page }) => {
  const downloaded = await settledLoad(page, '#/home/messages');
  expect(await downloaded(TANSTACK_QUERY)).toBe(false);
  await page.getByRole('radio', { name: 'Question' }).check();
  await expect(page.getByLabel(/^Captcha:/)).toBeVisible();
  expect(await downloaded(TANSTACK_QUERY)).toBe(true);
});

test("the activation page comes without the registration form's call contracts", async ({
  page,
}) => {
  // Names only the registration form's endpoints' contracts carry.
  const REGISTRATION_CONTRACTS = ['identity.createAccount', 'identity.generateMfaCode'];
  const activate = await settledLoad(page, '#/home/activate?token=activate-jamie');
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
  expect(await Promise.all(REGISTRATION_CONTRACTS.map(activate))).toEqual([false, false]);
  const register = await settledLoad(page, '#/home/register');
  expect(await Promise.all(REGISTRATION_CONTRACTS.map(register))).toEqual([true, true]);
});

// The contract's reference entries (summaries, examples: the sandbox's sample credentials and
// tokens) are for the reference page and the contract test. No production build carries any of
// them, whichever route would download it. Texts shorter than 8 characters say too little.
test("no production build carries the contract's reference texts or sample values", () => {
  const texts = documentedEndpoints
    .flatMap((call) => [call.summary, ...stringsOf(call.example)])
    .filter((text) => text.length >= 8 && !PAGES_OWN.has(text));
  const carried = BUILDS.flatMap((app) => {
    const dist = path.join(import.meta.dirname, '../..', app, 'dist');
    return readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => {
        const body = readFileSync(path.join(dist, file), 'utf8');
        return texts.filter((text) => body.includes(text)).map((text) => `${app}/${file}: ${text}`);
      });
  });
  expect(carried).toEqual([]);
});

const BUILDS = ['shell', 'mfe-identity', 'mfe-payments', 'mfe-servicing', 'mfe-profile'];
// Sample values the pages hold on their own: wire values they send (a purpose, an account type,
// a recurring option, a delivery choice), the seeded institution's name, a secret question of
// the settings' defaults, and the date of the dashboard's placeholder loan.
const PAGES_OWN = new Set([
  'ApplyForLoan',
  'Checking',
  'DayOfMonth',
  'PaperOnly',
  'Lakeside',
  'What city were you born in?',
  '2000-01-01',
]);

const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsOf)
      : [];
