import { HOME_ROUTES, MY_ACCOUNT_ROUTES, OPT_OUT_ROUTE } from '../../libs/routes/src/route-table';
import { seriousViolations } from '../support/axe';
import { expect, signIn, test } from '../support/portal-test';

// Every page of the shell's route table, signed out and signed in, renders a page heading
// with no Content-Security-Policy violation and no uncaught error (the fixture fails the test
// on either), and passes axe-core's WCAG 2.2 A/AA rules with no serious or critical violation.
// Iterating the table itself means a page added later is covered without edits.
// axe takes a second or more per page on this 2-core machine; a route table walk needs room.
test.describe.configure({ timeout: 180_000 });

const SAMPLE_SUBPATH: Record<string, string> = {
  loanDetails: '/00011002347',
  deposits: '/depositDetails/00015001126',
  applicationdetails: '/1001',
  verifyEmail: '/sample',
  forcePasswordChange: '/sample',
};

test('every signed-out page renders under the CSP and passes axe', async ({ page }) => {
  for (const route of [
    ...HOME_ROUTES.map((r) => ({ ...r, url: `/#/home/${r.path}` })),
    { ...OPT_OUT_ROUTE, url: '/#/opt-out' },
  ]) {
    await page.goto(`${route.url}${SAMPLE_SUBPATH[route.path] ?? ''}`);
    await expect(page.getByRole('heading', { level: 1 }).first(), route.url).toBeVisible();
    expect(await seriousViolations(page), route.url).toEqual([]);
  }
});

test('every signed-in page renders under the CSP and passes axe', async ({ page }) => {
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard$/);
  for (const route of MY_ACCOUNT_ROUTES) {
    const url = `/#/myaccount/${route.path}${SAMPLE_SUBPATH[route.path] ?? ''}`;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0); // settled: no loading indicator left
    expect(await seriousViolations(page), url).toEqual([]);
  }
});
