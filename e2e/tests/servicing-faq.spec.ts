import { expect, test } from '../support/portal-test';

test.describe('servicing: FAQ signed out', () => {
  test('the FAQ opens on General with a way back to login', async ({ page }) => {
    await page.goto('/#/home/faq');
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('General');
    await page
      .getByRole('navigation', { name: 'FAQ sections' })
      .getByRole('button', { name: 'Holidays' })
      .click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Holidays');
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/#\/home\/login$/);
  });
});
