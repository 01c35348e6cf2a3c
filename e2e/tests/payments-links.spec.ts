// Payments that leave the portal: the third-party card link and a wallet's checkout, each in a
// new tab (spec 2 §2 Third-party panel, §4 Submission).
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

const AUTO_LOAN = '00011002347';

test('the third-party card link replaces Card and opens the configured site in a new tab', async ({
  page,
  context,
}) => {
  await resetSandbox('default', {
    'Payments.CardThirdPartyLink': 'true',
    'Payments.ThirdPartyLinkUrl': 'https://pay.example.com/lakeside',
  });
  await context.route('https://pay.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Third-party payments</h1>' }),
  );
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(`/#/myaccount/payment/${AUTO_LOAN}`);

  await expect(page.getByRole('radio', { name: 'E-Check' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Card', exact: true })).toHaveCount(0);
  const panel = page.getByRole('group', { name: 'Third-party payment' });
  await expect(panel).toContainText('Please click the link below to make a payment');
  await expect(panel).toContainText('You are leaving this site');
  const [site] = await Promise.all([
    page.waitForEvent('popup'),
    panel.getByRole('link', { name: 'Make Payment' }).click(),
  ]);
  await expect(site).toHaveURL('https://pay.example.com/lakeside');
  // The portal stays where it was, and the new tab cannot reach back into it.
  await expect(page).toHaveURL(new RegExp(`payment/${AUTO_LOAN}$`));
  expect(await site.evaluate(() => window.opener)).toBeNull();
});

test('a Venmo payment is confirmed, its checkout opens in a new tab, then the dashboard', async ({
  page,
  context,
}) => {
  await resetSandbox('default', { 'Payments.AllowVenmo': 'true' });
  await context.route('https://wallet.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Wallet checkout</h1>' }),
  );
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(`/#/myaccount/payment/${AUTO_LOAN}`);

  await page.getByRole('radio', { name: 'Venmo' }).check();
  // A wallet goes straight to the frequency step: pay once, today.
  await expect(page.getByLabel('Frequency', { exact: true })).toHaveValue('OneTime');
  await page.getByLabel('Amount', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Make Payment' }).click();

  const wallet = page.getByRole('dialog', { name: 'Confirm Payment' });
  await expect(wallet).toContainText('You will pay $50.00 with Venmo in a new tab.');
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    wallet.getByRole('button', { name: 'Continue' }).click(),
  ]);
  await expect(checkout).toHaveURL(/^https:\/\/wallet\.example\.com\/checkout\/venmo\/\w+/);
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
});
