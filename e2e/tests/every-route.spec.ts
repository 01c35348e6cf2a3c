import { HOME_ROUTES, MY_ACCOUNT_ROUTES, OPT_OUT_ROUTE } from '../../shell/src/routing/route-table';
import { expect, signIn, test } from '../support/portal-test';

// Every page of the shell's route table, signed out and signed in, renders a page heading
// with no Content-Security-Policy violation and no uncaught error (the fixture fails the test
// on either). Iterating the table itself means a page added later is covered without edits.
const SAMPLE_SUBPATH: Record<string, string> = {
  loanDetails: '/00011002347',
  deposits: '/depositDetails/00015001126',
  applicationdetails: '/1001',
  verifyEmail: '/sample',
  forcePasswordChange: '/sample',
};

test('every signed-out page renders under the CSP', async ({ page }) => {
  for (const route of [
    ...HOME_ROUTES.map((r) => ({ ...r, url: `/#/home/${r.path}` })),
    { ...OPT_OUT_ROUTE, url: '/#/opt-out' },
  ]) {
    await page.goto(`${route.url}${SAMPLE_SUBPATH[route.path] ?? ''}`);
    await expect(page.getByRole('heading', { level: 1 }).first(), route.url).toBeVisible();
  }
});

test('every signed-in page renders under the CSP', async ({ page }) => {
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard$/);
  for (const route of MY_ACCOUNT_ROUTES) {
    const url = `/#/myaccount/${route.path}${SAMPLE_SUBPATH[route.path] ?? ''}`;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
  }
});
