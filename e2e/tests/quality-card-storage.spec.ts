import type { Page } from '@playwright/test';
import {
  acceptBrowserDialogs,
  acceptConfirmation,
  fillNewCard,
  TODAY_IS_PAYABLE,
} from '../support/payments-helpers';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

// The fixture proves no card number or password stays in browser storage after any journey.
// A CVV is too short to look for as a bare substring (it would match inside timestamps and
// tokens), so this journey types a card with a CVV and looks for the CVV as a whole value.
const CVV = '739';

async function cvvInBrowserStorage(page: Page): Promise<string[]> {
  const state = await page.context().storageState({ indexedDB: true });
  const session = await page.evaluate(() => JSON.stringify(Object.entries(window.sessionStorage)));
  const places = {
    cookies: JSON.stringify(state.cookies),
    'local storage and IndexedDB': JSON.stringify(state.origins),
    'session storage': session,
  };
  const whole = new RegExp(`(^|[^0-9A-Za-z])${CVV}([^0-9A-Za-z]|$)`);
  return Object.entries(places)
    .filter(([, text]) => whole.test(text))
    .map(([where]) => where);
}

test('a card payment with a new card keeps neither the card number nor the CVV', async ({
  page,
}) => {
  await resetSandbox('default', TODAY_IS_PAYABLE);
  acceptBrowserDialogs(page);
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);
  await page.goto('/#/myaccount/payment/00011002347');
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: 'Add New Payment Method' }).click();

  const modal = page.getByRole('dialog', { name: 'Payment Details' });
  await fillNewCard(modal, { number: '4111 1111 1111 1111', cvv: CVV });
  // Mid-entry the values live only in the form, never in storage.
  expect(await cvvInBrowserStorage(page)).toEqual([]);
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal).toBeHidden();
  expect(await cvvInBrowserStorage(page)).toEqual([]);

  await page.getByLabel('Amount', { exact: true }).fill('20');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await acceptConfirmation(page);
  await expect(page.getByRole('heading', { name: 'Payment Confirmation' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Card Used/ })).toContainText('1111');
  expect(await cvvInBrowserStorage(page)).toEqual([]);

  // And after a reload of the confirmation (the page state that survives navigation).
  await page.reload();
  expect(await cvvInBrowserStorage(page)).toEqual([]);
});
