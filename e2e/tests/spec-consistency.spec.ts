// One account-number display everywhere (issue 16 item 5): without the check digit, as spec 3 §2
// says for the dashboard and loan details and spec 2 §3 allows for the payment page.
import { expect, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';
import { signInAndOpen } from '../support/servicing-session';

const SHOWN = '0001100234';
const FULL = '00011002347';

test('the auto loan reads 0001100234 on the dashboard, its details, the payment page, the document center and its ACH agreement', async ({
  page,
}) => {
  await resetSandbox('all-features');
  await signInAndOpen(page, '/myaccount/dashboard');
  await expect(page.getByRole('main')).toContainText(`Auto Loan ${SHOWN}`);

  await page.goto(`/#/myaccount/loanDetails/${FULL}`);
  await expect(page.getByRole('region', { name: 'Loan Information' })).toContainText(SHOWN);
  await expect(page.getByRole('region', { name: 'Loan Information' })).not.toContainText(FULL);

  await page.goto(`/#/myaccount/payment/${FULL}`);
  const loan = page.getByLabel('Select Loan Account');
  await expect(loan).toHaveValue(FULL);
  await expect(loan.locator('option:checked')).toHaveText(new RegExp(`^Auto Loan ${SHOWN} –`));

  await page.goto('/#/myaccount/document-center');
  await expect(
    page.getByLabel('Account number').getByRole('option', { name: `Auto Loan ${SHOWN}` }),
  ).toHaveCount(1);

  await page.goto('/#/myaccount/documents');
  const drafts = page.getByRole('list', { name: 'ACH draft agreements' });
  await expect(drafts.getByRole('button', { name: `ACH Agreement ${SHOWN}` })).toHaveCount(1);
  await expect(drafts).not.toContainText(FULL);
});
