import type { Page } from '@playwright/test';
import { businessDayAhead, isoDay } from '../support/payments-helpers';
import { expect, signIn, test } from '../support/portal-test';
import { guardAgainstScript, plantHostileText } from '../support/quality-hostile';
import { resetSandbox } from '../support/sandbox';

// A hostile back end (issue 9): the sandbox appends script payloads to every free-text field it
// sends (names, account descriptions and comments, branch names and addresses, login IPs,
// history rows, insurance, document and file names, application data, the secret question, the
// ACH agreement HTML). Each journey visits every screen showing them and proves the text is
// there, shown as text, and that nothing ran: window.__pwned stays unset, no browser dialog,
// no live handler in the DOM, and (the fixture) no CSP violation or uncaught error.
test.describe.configure({ timeout: 120_000 });

const AUTO_LOAN = '00011002347';
const HOME_EQUITY = '00011002355';
const SAVINGS = '00015001126';
/** A file name that is a payload (no slash or quote, so the browser keeps it as it is). */
const HOSTILE_FILE = '<img src=x onerror=window.__pwned=1>';

async function solveCaptcha(page: Page) {
  const label = page.getByLabel(/^Captcha: What is \d+ \+ \d+\?$/);
  const question = (await page.getByText(/^Captcha: What is/).textContent()) ?? '';
  const [a, b] = (question.match(/\d+/g) ?? []).map(Number);
  await label.fill(String((a ?? 0) + (b ?? 0)));
}

test('servicing: every screen shows planted back-end text inertly', async ({ page }) => {
  await resetSandbox('all-features', {
    'Features.ViewInsurance': 'true',
    'Features.PayoffQuote': 'true',
    // Tiles on the portal's own origin (none exist): the map and its info boxes still work.
    'Maps.TileUrl': '/no-tiles/{z}/{x}/{y}.png',
  });
  const p = await plantHostileText();
  const nothingRan = guardAgainstScript(page);

  await signIn(page, 'borrower1');
  await expect(page.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
  await expect(page.getByText(`Alex Morgan ${p.img}`).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toContainText(
    `Auto Loan ${p.script}`,
  );
  await expect(page.getByText(/^Previous login/)).toContainText(p.svg);
  await expect(page.getByText(`In Review ${p.script}`).first()).toBeVisible();
  await page.getByLabel('Show closed accounts').check();
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toContainText(
    `Boat Loan ${p.script}`,
  );
  await nothingRan('dashboard');

  await page.goto(`/#/myaccount/loanDetails/${AUTO_LOAN}`);
  await expect(page.getByRole('heading', { name: 'Loan Information' })).toBeVisible();
  await expect(page.getByText(p.jsUrl).first()).toBeVisible(); // branch street
  await expect(page.getByText(`Payment - Thank you ${p.svg}`).first()).toBeVisible();
  await expect(page.getByText(p.svg).filter({ hasText: 'Proof of insurance.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'View Insurance' }).click();
  const insurance = page.getByRole('dialog', { name: 'Insurance' });
  await expect(insurance).toContainText(`Credit Life ${p.img}`);
  await nothingRan('loan details and insurance');
  await page.keyboard.press('Escape');

  await page.goto(`/#/myaccount/deposits/depositDetails/${SAVINGS}`);
  await expect(page.getByRole('heading', { name: 'Deposit Details' })).toBeVisible();
  await expect(page.getByText(`Savings ${p.script}`).first()).toBeVisible();
  await nothingRan('deposit details');

  await page.goto('/#/myaccount/applicationdetails/20250101');
  await expect(page.getByRole('heading', { name: 'Application Details' })).toBeVisible();
  await expect(page.getByText(`In Review ${p.script}`).first()).toBeVisible();
  await nothingRan('application details');

  await page.goto('/#/myaccount/loginHistory');
  await expect(page.getByRole('table')).toContainText(p.svg);
  await nothingRan('login history');

  await page.goto('/#/myaccount/locations');
  await expect(page.getByRole('list', { name: 'Branches' })).toContainText(p.img);
  await page.locator('.leaflet-marker-icon').first().click();
  await expect(page.locator('.leaflet-popup-content')).toContainText(p.img);
  await nothingRan('locations and the map info box');

  await page.goto('/#/myaccount/requestChange');
  await expect(page.getByRole('heading', { name: 'User Info Changes Form' })).toBeVisible();
  await expect(page.getByText(`Auto Loan ${p.script}`).first()).toBeVisible();
  await nothingRan('contact info change');

  await page.goto('/#/myaccount/document-center');
  await page.getByLabel('Account number').selectOption(AUTO_LOAN);
  await expect(page.getByRole('button', { name: `${p.svg} Proof of insurance.pdf` })).toBeVisible();
  // Upload a document whose name is a payload; the list shows it back as text.
  await page.locator('input[type="file"]').setInputFiles({
    name: `${HOSTILE_FILE}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await page.getByLabel(`File type for ${HOSTILE_FILE}.pdf`).selectOption({ label: 'Other' });
  await page.getByRole('button', { name: 'Upload File(s)' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Uploaded documents' })
      .getByRole('listitem')
      .filter({ hasText: HOSTILE_FILE }),
  ).toContainText('New');
  await nothingRan('document center');

  // A message whose subject and text are payloads is sent as text.
  await page.goto('/#/myaccount/messages');
  await page.getByLabel('Question').check();
  await page.getByLabel('Subject').fill(p.svg);
  await page.getByLabel('Message', { exact: true }).fill(`${p.img} ${p.script}`);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText("Thank you for your message. We'll get back to you shortly."),
  ).toBeVisible();
  await nothingRan('messages');
});

test('payments: loan names and the back end’s ACH agreement HTML stay inert', async ({ page }) => {
  await resetSandbox('default', { 'Features.AchDraftAgreementRequired': 'true' });
  const p = await plantHostileText();
  const nothingRan = guardAgainstScript(page);
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(`/#/myaccount/payment/${HOME_EQUITY}`);
  await expect(page.getByText(`Home Equity Loan ${p.script}`).first()).toBeAttached();
  await nothingRan('payment page');

  await page.getByRole('radio', { name: 'Card' }).check();
  await expect(page.getByRole('radio', { name: `visa ${p.img} x1881 Exp. 08/29` })).toBeVisible();
  await nothingRan('saved cards');
  await page.getByRole('radio', { name: 'E-Check' }).check();
  await page.getByRole('radio', { name: `Checking ${p.svg} x4321` }).check();
  await page.getByLabel('Frequency', { exact: true }).selectOption('MonthlyOnDate');
  await page.getByLabel('First Payment Date').fill(isoDay(businessDayAhead(2, 30)));
  await page.getByLabel('Amount', { exact: true }).fill('612.40');
  await page.getByRole('button', { name: 'Schedule Payment' }).click();
  const agreement = page.getByRole('dialog', { name: 'ACH Draft Agreement' });
  // The back end renders the agreement in its own window; the portal never puts that HTML in
  // its page. What protects the borrower there is the page's script-free CSP.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    agreement.getByRole('link', { name: /View Agreement/ }).click(),
  ]);
  await expect(preview.locator('body')).toContainText(`Alex Morgan ${p.img}`);
  await expect(preview.getByRole('link', { name: 'Terms' })).toBeAttached();
  expect(
    await preview.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
    'script ran in the agreement window',
  ).toBeUndefined();
  expect(
    await preview.evaluate(() => window.opener === null),
    'the agreement window cannot reach the portal',
  ).toBe(true);
  await preview.close();
  await nothingRan('ACH draft agreement');
});

test('profile: the secret question and document names stay inert; a payload-named upload too', async ({
  page,
}) => {
  await resetSandbox('default', { 'Features.FileServices': 'true' });
  const p = await plantHostileText();
  const nothingRan = guardAgainstScript(page);
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard$/);
  await page.goto('/#/myaccount/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Secret question')).toContainText(p.svg);
  expect(await page.getByLabel('Street address').inputValue()).toContain(p.svg);
  const documents = page.getByRole('region', { name: 'Profile Documents', exact: true });
  await expect(
    documents.getByRole('rowheader', { name: `${p.svg} proof-of-insurance.pdf` }),
  ).toBeVisible();
  await documents.getByLabel('Document to upload').setInputFiles({
    name: `${HOSTILE_FILE}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from('planted'),
  });
  await documents.getByLabel('File type').selectOption({ label: 'Other' });
  await documents.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(documents.getByRole('rowheader', { name: `${HOSTILE_FILE}.txt` })).toBeVisible();
  await nothingRan('profile');
});

test('signed out: the recovery secret question and the public branch list stay inert', async ({
  page,
}) => {
  // Custom-question mode shows the stored question as written, so the planted text reaches the page.
  await resetSandbox('all-features', { 'Features.CustomSecurityQuestion': 'true' });
  const p = await plantHostileText();
  const nothingRan = guardAgainstScript(page);

  await page.goto('/#/home/recovery');
  await findRecoveryQuestion(page);
  await expect(page.getByText(`What city were you born in? ${p.svg}`)).toBeVisible();
  await nothingRan('recovery');

  await page.goto('/#/home/locations');
  await expect(page.getByRole('list', { name: 'Branches' })).toContainText(p.img);
  await expect(page.getByRole('list', { name: 'Branches' })).toContainText(p.jsUrl);
  await nothingRan('signed-out locations');
});

test('signed out, preset questions: a planted question the list does not know is refused, not shown', async ({
  page,
}) => {
  await resetSandbox('all-features');
  const p = await plantHostileText();
  const nothingRan = guardAgainstScript(page);

  await page.goto('/#/home/recovery');
  await findRecoveryQuestion(page);
  await expect(
    page.getByText(
      'Failed to recover credentials. An error occurred retrieving your secret question.',
    ),
  ).toBeVisible();
  await expect(page.getByText(p.svg)).toHaveCount(0);
  await nothingRan('recovery, preset questions');
});

async function findRecoveryQuestion(page: Page) {
  await page.getByLabel('Email').fill('alex.morgan@example.com');
  await page.getByLabel('Date of Birth').fill('04121980');
  await page.getByLabel('Zip Code').fill('49116');
  await page.getByRole('button', { name: 'Continue' }).click();
}
