import { expect, logOut, signIn, test } from '../support/portal-test';

// The back end believes X-Forwarded-For only from its gateway (the shell's /api proxy), and the
// gateway states the peer it saw: a borrower cannot write their own login IP (issue 13 item 7).
test('the login IP is the connection’s: an X-Forwarded-For the browser sends is not believed', async ({
  page,
}) => {
  const forged = '203.0.113.77';
  // On the portal's own /api calls only (a header on the remotes' scripts would need CORS).
  await page.route(/\/api\//, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': forged } }),
  );
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);
  await logOut(page);
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);

  await page.goto('/#/myaccount/loginHistory');
  const logins = page.getByRole('table', { name: 'Previous logins' });
  await expect(logins).toContainText('127.0.0.1');
  await expect(logins).not.toContainText(forged);
});
