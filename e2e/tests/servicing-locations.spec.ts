import { expect, test } from '../support/portal-test';
import { signInAndOpen } from '../support/servicing-session';

test.describe('servicing: locations', () => {
  test('find the nearest branch by zip, with no map tiles reachable', async ({ page }) => {
    await signInAndOpen(page, '/myaccount/locations');
    const list = page.getByRole('list', { name: 'Branches' });
    await expect(list.getByRole('heading').first()).toHaveText('Lakeside Main Office');
    await page.getByLabel('Zip code').fill('4941');
    await expect(list.getByRole('heading').first()).toHaveText('Lakeside Main Office');
    await page.getByLabel('Zip code').fill('49417');
    await expect(list.getByRole('heading').first()).toHaveText('Grand Haven Branch');
    await expect(list.getByRole('link', { name: '(616) 555-0142' })).toBeVisible();
  });
});
