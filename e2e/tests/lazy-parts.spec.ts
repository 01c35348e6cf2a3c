import { expect, test } from '../support/portal-test';
import { openProfile, section } from '../support/profile-helpers';
import { resetSandbox } from '../support/sandbox';
import { signInAndOpen } from '../support/servicing-session';

// A dialog's code loads when the borrower asks for it (issue 14). If that download fails (a
// dropped connection, a release replaced mid-visit), the page must stay as it was, with what the
// borrower typed, and say so where the dialog would have been, not give way to "Profile is
// unavailable right now".
test('a dialog whose code cannot be downloaded says so in place, keeps what was typed, and opens on Try again', async ({
  page,
}) => {
  await resetSandbox('default', { 'Profile.TextMessages': 'true' });
  await openProfile(page);
  const personal = section(page, 'Personal Information');
  await personal.getByLabel('City').fill('Springfield');

  // From here no further script can be downloaded.
  const offline = (url: URL) => url.pathname.endsWith('.js');
  await page.route(offline, (route) => route.abort('internetdisconnected'));
  await personal.getByLabel('Text messages to phone 1').click();
  await expect(personal.getByRole('alert')).toHaveText(
    'This could not be loaded. Check your connection and try again. Try again',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(personal.getByLabel('City')).toHaveValue('Springfield');

  await page.unroute(offline);
  await personal.getByRole('button', { name: 'Try again' }).click();
  const terms = page.getByRole('dialog', { name: 'Texting Terms' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Disagree' }).click();
  await expect(personal.getByLabel('City')).toHaveValue('Springfield');
});

test("the payment page keeps its chooser when the chosen loan's code cannot be downloaded; Try again brings the loan's payment", async ({
  page,
}) => {
  await signInAndOpen(page, '/myaccount/payment');
  const loans = page.getByLabel('Select Loan Account');
  const autoLoan = loans.getByRole('option', { name: /Auto Loan/ });
  await expect(autoLoan).toHaveCount(1);

  const offline = (url: URL) => url.pathname.endsWith('.js');
  await page.route(offline, (route) => route.abort('internetdisconnected'));
  await loans.selectOption({ label: (await autoLoan.textContent()) ?? '' });
  await expect(page.getByRole('alert')).toContainText(
    'This could not be loaded. Check your connection and try again.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeVisible();
  await expect(loans).toBeEnabled();

  await page.unroute(offline);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('radio', { name: 'Card', exact: true })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
