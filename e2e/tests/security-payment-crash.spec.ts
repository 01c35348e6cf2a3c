// Issue 52 item 4: the idempotency key's answer and the payment commit together. The sandbox
// crashes after taking a payment and before storing its answer (a fault injected into its
// data file); the borrower retries as the page allows, and exactly one payment is held.
import { DatabaseSync } from 'node:sqlite';
import {
  acceptBrowserDialogs,
  acceptConfirmation,
  TODAY_IS_PAYABLE,
} from '../support/payments-helpers';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';
import { E2E_BASE_PORT, sandboxUrl } from '../support/topology';

const AUTO_LOAN = '00011002347';
/** The lane's sandbox data file (playwright.config.ts starts it with this --data-dir). */
const DATA_FILE = new URL(
  `../../.sandbox-data/e2e-${E2E_BASE_PORT}/sandbox/sandbox.sqlite`,
  import.meta.url,
).pathname;

async function posted(): Promise<string[]> {
  const response = await fetch(
    `${sandboxUrl}/__sandbox/payments/stored?accountNumber=${AUTO_LOAN}`,
  );
  return ((await response.json()) as { Posted: string[] }).Posted;
}

test('a crash between the payment and its stored answer leaves one payment after the retry', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await resetSandbox('default', TODAY_IS_PAYABLE);
  acceptBrowserDialogs(page);
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(`/#/myaccount/payment/${AUTO_LOAN}`);
  await page.getByRole('radio', { name: 'E-Check' }).check();
  await page.getByRole('radio', { name: 'Checking x4321' }).check();
  await page.getByLabel('Amount', { exact: true }).fill('150');
  await page.getByLabel('Amount', { exact: true }).blur();
  const before = (await posted()).length;

  const file = new DatabaseSync(DATA_FILE);
  file.exec(`CREATE TRIGGER crash_before_answer BEFORE INSERT ON payments_idempotency
    BEGIN SELECT RAISE(ABORT, 'injected crash'); END`);
  const crashed = page.waitForResponse(/\/api\/PaymentImmediate\/SubmitAch$/);
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await acceptConfirmation(page);
  expect((await crashed).status()).toBe(500);
  file.exec('DROP TRIGGER crash_before_answer');
  file.close();

  // The borrower does what the page allows until a confirmation shows.
  const confirmation = page.getByRole('heading', { name: 'Payment Confirmation' });
  const again = page.getByRole('button', { name: 'Make Payment', disabled: false });
  await expect(confirmation.or(again)).toBeVisible({ timeout: 15_000 });
  if (!(await confirmation.isVisible())) {
    await again.click();
    await acceptConfirmation(page);
  }
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  expect(await posted()).toHaveLength(before + 1);
});
