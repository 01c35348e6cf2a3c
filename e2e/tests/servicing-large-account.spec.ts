import { expect, test } from '../support/portal-test';
import { signInAndOpen } from '../support/servicing-session';

// "A large account (years of history) staying responsive": the seeded Boat Loan was opened in
// April 2019 and has a payment every month since, so All is seven years of rows.
test('a loan with years of history lists All and sorts it', async ({ page }) => {
  await signInAndOpen(page, '/myaccount/loanDetails/00011001992');
  const history = page.getByRole('table', { name: 'Loan history' });
  await page.getByLabel('All', { exact: true }).check();
  await expect.poll(() => history.getByRole('row').count()).toBeGreaterThan(7 * 12);
  const body = history.getByRole('row').nth(1);

  // Newest first by default; one click on Date puts the oldest (2019) first.
  await expect(history.getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await history.getByRole('button', { name: /^Date/ }).click();
  await expect(history.getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(body.getByRole('cell').first()).toContainText('2019');

  // Sorting by another column reorders the same rows.
  await history.getByRole('button', { name: /^Total/ }).click();
  await expect(history.getByRole('columnheader', { name: /Total/ })).not.toHaveAttribute(
    'aria-sort',
    'none',
  );
  expect(await history.getByRole('row').count()).toBeGreaterThan(7 * 12);
});
