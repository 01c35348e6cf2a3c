import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

// Each route downloads only what its first view needs (issue 14, items 4 and 5): a library or
// a dialog's code that only a later step uses loads with that step. Libraries are recognised
// by a string only their own source carries.
const REACT_HOOK_FORM = 'resetOptions';
const AUTO_LOAN = '00011002347';

/** Every script body the page downloads, as the browser received it. */
function collectScripts(page: Page) {
  const bodies: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.text().catch(() => ''));
  });
  return async (marker: string) => (await Promise.all(bodies)).some((b) => b.includes(marker));
}

test.beforeEach(() => resetSandbox());

test('the payment page comes without the new-method forms until a method is added', async ({
  page,
}) => {
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);
  // A cold load of the route, as a borrower opening it in this tab (the session stays).
  await page.goto('about:blank');
  const downloaded = collectScripts(page);
  await page.goto(`/#/myaccount/payment/${AUTO_LOAN}`);
  await expect(page.getByRole('radio', { name: 'Card', exact: true })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await downloaded(REACT_HOOK_FORM)).toBe(false);

  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await page.getByRole('button', { name: 'Add New Payment Method' }).click();
  const modal = page.getByRole('dialog', { name: 'Payment Details' });
  await expect(modal.getByLabel('Card Number')).toBeEditable();
  expect(await downloaded(REACT_HOOK_FORM)).toBe(true);
});
