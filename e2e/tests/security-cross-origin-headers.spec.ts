// Issue 52 item 6, ADR 014: the shell's page and every remote's files carry the cross-origin
// headers as the browser receives them, and the page still works with them.
import { expect, signIn, test } from '../support/portal-test';
import { remoteOrigin } from '../support/topology';

test('the page isolates its window and switches off unused features; remotes may be loaded cross-origin', async ({
  page,
}) => {
  const response = await page.goto('/#/home/login');
  const headers = response?.headers() ?? {};
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('payment=()');
  expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(false);

  const remoteFiles: string[] = [];
  page.on('response', (answer) => {
    if (([1, 2, 3, 4] as const).some((area) => answer.url().startsWith(remoteOrigin(area))))
      remoteFiles.push(answer.headers()['cross-origin-resource-policy'] ?? 'none');
  });
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText('Alex Morgan');
  // The dashboard is the servicing area's: its files have come once its heading shows.
  await expect(page.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
  expect(remoteFiles.length).toBeGreaterThan(0);
  expect(new Set(remoteFiles)).toEqual(new Set(['cross-origin']));
});
