// Fast Refresh in `pnpm dev`, across the federation boundary: an edit to a remote's component
// shows in the shell's page within 2 s, in place, with what the user typed kept.
import { expect, test } from '@playwright/test';
import { editSource } from './source-edit';
import { watchForReload } from './reload-watch';

const HEADING_FILE = 'mfe-payments/src/features/make-payment/components/make-payment-page.tsx';
const AUTO_LOAN = '00011002347';

test('an edit to the payments heading shows in the portal in place, keeping the typed amount', async ({
  page,
}) => {
  await page.goto('/#/home/login');
  await page.getByLabel('Username').fill('borrower1');
  await page.getByLabel('Password').fill('Welcome123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(`/#/myaccount/payment/${AUTO_LOAN}`);
  await expect(page.getByRole('heading', { name: 'Make Payment', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'E-Check' }).check();
  await page.getByRole('radio', { name: 'Checking x4321' }).check();
  await page.getByLabel('Amount', { exact: true }).fill('123.45');

  const watch = await watchForReload(page);
  const edited = `Make Payment (edited ${Date.now()})`;
  const edit = editSource(HEADING_FILE, '>Make Payment</h1>', `>${edited}</h1>`);
  try {
    const started = Date.now();
    await expect(page.getByRole('heading', { name: edited, level: 1 })).toBeVisible({
      timeout: 2_000,
    });
    console.log(`payments heading updated in the portal after ${Date.now() - started} ms`);
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('123.45');
    expect(await watch.markerKept(), 'the page was not reloaded').toBe(true);
    expect(watch.navigations, 'no navigation').toEqual([]);
  } finally {
    edit.restore();
  }
  await expect(page.getByRole('heading', { name: 'Make Payment', level: 1 })).toBeVisible();
});

test('an edit to the identity register heading shows in the portal in place, keeping the typed name', async ({
  page,
}) => {
  await page.goto('/#/home/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
  await page.getByLabel('Loan').check();
  await page.getByLabel('First Name').fill('Jamie');

  const watch = await watchForReload(page);
  const edited = `Register (edited ${Date.now()})`;
  const edit = editSource(
    'mfe-identity/src/features/registration/components/register-page.tsx',
    '>Register</h1>',
    `>${edited}</h1>`,
  );
  try {
    const started = Date.now();
    await expect(page.getByRole('heading', { name: edited, level: 1 })).toBeVisible({
      timeout: 2_000,
    });
    console.log(`identity heading updated in the portal after ${Date.now() - started} ms`);
    await expect(page.getByLabel('First Name')).toHaveValue('Jamie');
    expect(await watch.markerKept(), 'the page was not reloaded').toBe(true);
    expect(watch.navigations, 'no navigation').toEqual([]);
  } finally {
    edit.restore();
  }
  await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
});
