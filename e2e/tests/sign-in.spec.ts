import { expect, signIn, test } from '../support/portal-test';

test.describe('signing in', () => {
  test('borrower1 signs in and sees their accounts from the servicing remote', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/#\/home\/login$/);
    await signIn(page, 'borrower1');

    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
    await expect(page.getByRole('banner')).toContainText('Alex Morgan');
    const loans = page.getByRole('table', { name: 'Loan Accounts' });
    await expect(loans.getByRole('rowheader', { name: 'Auto Loan 0001100234' })).toBeVisible();
    await expect(
      loans.getByRole('rowheader', { name: 'Home Equity Loan 0001100235' }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Deposit Accounts' })).toContainText('Savings');
    await expect(page.getByRole('table', { name: 'Lines of Credit' })).toContainText(
      'Personal Line of Credit',
    );
    // The closed loan stays hidden until asked for.
    await expect(page.getByText('Boat Loan')).toHaveCount(0);
    await page.getByLabel('Show closed accounts').check();
    await expect(loans.getByRole('rowheader', { name: /Boat Loan/ })).toBeVisible();
  });

  test('a wrong password says so and keeps the borrower on the login page', async ({ page }) => {
    await signIn(page, 'borrower1', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Username or password is invalid.');
    await expect(page).toHaveURL(/#\/home\/login$/);
  });

  test('a locked user is told about the attempts limit', async ({ page }) => {
    await signIn(page, 'lockeduser', 'anything');
    await expect(page.getByRole('alert')).toHaveText(
      'You have exceeded the maximum number of login attempts',
    );
  });

  test('empty fields get the spec messages without calling the server', async ({ page }) => {
    const logins: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('userlogin') && logins.push(request.url()),
    );
    await page.goto('/#/home/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('You must enter a username')).toBeVisible();
    await expect(page.getByText('You must enter a password')).toBeVisible();
    expect(logins).toEqual([]);
  });

  test('a signed-out deep link into myaccount goes to login, with history replaced', async ({
    page,
  }) => {
    await page.goto('/#/myaccount/profile');
    await expect(page).toHaveURL(/#\/home\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });

  test('unknown paths go home', async ({ page }) => {
    await page.goto('/#/no/such/page');
    await expect(page).toHaveURL(/#\/home\/login$/);
  });

  test('logout ends the session and the server token', async ({ page }) => {
    await signIn(page, 'borrower1');
    await expect(page).toHaveURL(/dashboard$/);
    const token = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('portal.session') ?? '{}').userToken as string,
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    // The shell asks to confirm (spec 1 §2 Modals).
    await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/#\/home\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('portal.session'))).toBeNull();
    const after = await page.request.get('/api/accountList', { headers: { UserToken: token } });
    expect(after.status()).toBe(401);
  });
});
