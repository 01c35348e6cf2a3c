// A remote alone (`pnpm --filter @portal/mfe-payments dev`, here the same dev server `pnpm dev`
// runs): styled like the portal, signed in with the dev sign-in, and edits applied in place.
import { expect, test } from '@playwright/test';
import { devRemoteUrl } from './dev-topology';
import { watchForReload } from './reload-watch';
import { editSource } from './source-edit';

const HEADING_FILE = 'mfe-payments/src/features/make-payment/components/make-payment-page.tsx';
const AUTO_LOAN = '00011002347';
// The portal's tokens (shared-contracts/styles/tokens.css): --portal-color-page and -brand.
const PAGE_BACKGROUND = 'rgb(243, 245, 248)';
const BRAND = 'rgb(11, 83, 148)';

test('payments alone looks as in the portal, signs in, and takes an edit in place', async ({
  page,
}) => {
  await page.goto(`${devRemoteUrl(2)}/`);
  await expect(page.getByRole('heading', { name: 'payments (standalone)' })).toBeVisible();
  await expect(page.locator('html')).toHaveCSS('background-color', PAGE_BACKGROUND);
  await page.getByRole('button', { name: 'Dev sign-in' }).click();
  await expect(page.getByText('Signed in as borrower1.')).toBeVisible();

  await page.getByRole('link', { name: 'payment', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Make Payment', level: 1 })).toBeVisible();
  await page.getByLabel('Select Loan Account').selectOption(AUTO_LOAN);
  await page.getByRole('radio', { name: 'E-Check' }).check();
  await page.getByRole('radio', { name: 'Checking x4321' }).check();
  await page.getByLabel('Amount', { exact: true }).fill('123.45');
  await expect(page.getByRole('button', { name: 'Make Payment' })).toHaveCSS(
    'background-color',
    BRAND,
  );

  const watch = await watchForReload(page);
  const edited = `Make Payment (standalone edit ${Date.now()})`;
  const edit = editSource(HEADING_FILE, '>Make Payment</h1>', `>${edited}</h1>`);
  try {
    const started = Date.now();
    await expect(page.getByRole('heading', { name: edited, level: 1 })).toBeVisible({
      timeout: 2_000,
    });
    console.log(`payments heading updated standalone after ${Date.now() - started} ms`);
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('123.45');
    expect(await watch.markerKept(), 'the page was not reloaded').toBe(true);
    expect(watch.navigations, 'no navigation').toEqual([]);
  } finally {
    edit.restore();
  }
  await expect(page.getByRole('heading', { name: 'Make Payment', level: 1 })).toBeVisible();
});
