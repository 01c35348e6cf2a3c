import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';
import { signInAndOpen } from '../support/servicing-session';

// Loading keeps its place (issue 15 item 4): while a list or figures load, a skeleton of their
// final size stands where they will be, announced as a status; when they arrive nothing moves.
// The back end's answer is held until the skeleton has been measured.

/** Holds every request matching `pattern` until `release()` is called. */
async function hold(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.fallback();
  });
  return { release };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${String(locator)}`);
  return found;
}

for (const width of [320, 375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the dashboard holds the place of an account table while the accounts load', async ({
      page,
    }) => {
      // company1 has one loan: the skeleton's one-row loan table is its final size.
      await resetSandbox('all-features');
      await signIn(page, 'company1');
      await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
      const held = await hold(page, /\/api\/accountList/);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
      const loading = page.getByRole('status').filter({ hasText: 'Loading your accounts' });
      await expect(loading).toBeAttached();
      // The accounts' skeleton: the applications' one waits, hidden, below it.
      const skeleton = page.locator('[aria-busy="true"]').filter({ has: loading });
      await expect(skeleton).toBeVisible();
      const waiting = await box(skeleton);
      held.release();
      const table = page.getByRole('table', { name: 'Loan Accounts' });
      await expect(table).toBeVisible();
      await expect(skeleton).toHaveCount(0);
      const loaded = await box(table);
      expect(loaded.y).toBeCloseTo(waiting.y, 0);
      expect(loaded.height).toBeCloseTo(waiting.height, 0);
    });

    test("a deposit's figures keep their place while the account loads", async ({ page }) => {
      await resetSandbox('all-features');
      await signIn(page, 'borrower1');
      await expect(page).toHaveURL(/dashboard$/);
      await page.goto('/#/myaccount/deposits/depositDetails/00015001126');
      await expect(page.getByText('Available Balance')).toBeVisible();
      const held = await hold(page, /\/api\/accountList/);
      await page.reload();
      const back = page.getByRole('link', { name: 'Back to My Accounts' });
      await expect(back).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading account' })).toBeAttached();
      const waiting = await box(back);
      held.release();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByText('Available Balance')).toBeVisible();
      expect((await box(back)).y).toBeCloseTo(waiting.y, 0);
    });

    test('the branch list of Locations keeps its place while the branches load', async ({
      page,
    }) => {
      await resetSandbox('all-features');
      const held = await hold(page, /\/api\/BranchInfo\/Get$/);
      await page.goto('/#/home/locations');
      await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading branches' })).toBeAttached();
      const note = page.getByText('The maps service used on this');
      const noteWaiting = await box(note);
      const firstWaiting = await box(page.locator('[aria-busy="true"] li').first());
      held.release();
      const first = page.getByRole('list', { name: 'Branches' }).getByRole('listitem').first();
      await expect(first).toBeVisible();
      expect((await box(note)).y).toBeCloseTo(noteWaiting.y, 0);
      const firstLoaded = await box(first);
      expect(firstLoaded.y).toBeCloseTo(firstWaiting.y, 0);
      expect(firstLoaded.height).toBeCloseTo(firstWaiting.height, 0);
    });
  });
}

// Lists whose length is unknown until they arrive: the skeleton stands where the list starts,
// a status says it is loading, and each of its rows has the box of a loaded row.
const LISTS = [
  {
    name: 'login history',
    url: '/#/myaccount/loginHistory',
    held: /\/api\/Profile\/LoginHistory/,
    status: 'Loading login history',
    rows: (page: Page) => page.getByRole('table', { name: 'Previous logins' }).locator('tbody tr'),
  },
  {
    name: "a loan's history",
    url: '/#/myaccount/loanDetails/00011002347',
    held: /\/api\/AccountHistory/,
    status: 'Loading history',
    rows: (page: Page) =>
      page
        .getByRole('table', { name: 'Loan history' })
        .locator('tbody tr')
        .or(page.locator('ul.history-list > li')),
  },
  {
    name: "a loan's documents",
    url: '/#/myaccount/loanDetails/00011002347',
    held: /\/api\/Documents\/GetAccountDocuments/,
    status: 'Loading documents',
    rows: (page: Page) =>
      page.getByRole('list', { name: 'Uploaded documents' }).getByRole('listitem'),
  },
];

for (const width of [320, 375, 1280]) {
  test.describe(`lists at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const list of LISTS) {
      test(`${list.name}: a skeleton of loaded rows while it loads`, async ({ page }) => {
        await resetSandbox('all-features');
        await signIn(page, 'borrower1');
        await expect(page).toHaveURL(/dashboard$/);
        await page.goto(list.url);
        await expect(list.rows(page).first()).toBeVisible();
        const held = await hold(page, list.held);
        await page.reload();
        await expect(page.getByRole('status').filter({ hasText: list.status })).toBeAttached({
          timeout: 15_000,
        });
        const skeleton = page
          .locator('[aria-busy="true"]')
          .filter({ has: page.getByRole('status').filter({ hasText: list.status }) });
        const skeletonRow = skeleton.locator('tbody tr, li').first();
        await expect(skeletonRow).toBeVisible();
        // Lists of the same page that are not held (above this one) have arrived first.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(1);
        const waiting = await box(skeletonRow);
        held.release();
        await expect(list.rows(page).first()).toBeVisible();
        await expect(skeleton).toHaveCount(0);
        const loaded = await box(list.rows(page).first());
        expect(loaded.y).toBeCloseTo(waiting.y, 0);
        expect(loaded.height).toBeCloseTo(waiting.height, 0);
      });
    }
  });
}

// A section above a held list that loads late must say so and hold its place too: the list
// journeys above wait for every other loading section before they measure. The e-statements
// come late when the business day does; the documents below them then move by no more than
// the statements' own rows beyond the one the skeleton shows (their number is unknown till then).
test.describe('a loan page on a phone', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test('the e-statements hold their place while the business day loads', async ({ page }) => {
    await resetSandbox('all-features');
    await signInAndOpen(page, '/myaccount/loanDetails/00011002347');
    const documents = page.getByRole('list', { name: 'Uploaded documents' }).getByRole('listitem');
    await expect(documents.first()).toBeVisible();
    const held = await hold(page, /\/api\/setup\/BusinessDate/);
    await page.reload();
    const loading = page
      .locator('[aria-busy="true"]')
      .filter({ has: page.getByRole('status').filter({ hasText: 'Loading e-statements' }) });
    await expect(loading).toBeVisible({ timeout: 15_000 });
    await expect(documents.first()).toBeVisible();
    const waiting = await box(documents.first());
    const skeletonList = await box(loading.locator('ul'));
    held.release();
    const statements = page.getByRole('list', { name: 'Statements' });
    await expect(statements).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const grown = (await box(statements)).height - skeletonList.height;
    const loaded = await box(documents.first());
    expect(Math.abs(loaded.y - waiting.y - grown)).toBeLessThanOrEqual(4);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the form stands while the business day loads: Return to Login does not move', async ({
    page,
  }) => {
    await resetSandbox('all-features');
    const held = await hold(page, /\/api\/setup\/BusinessDate/);
    await page.goto('/#/home/recovery');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeVisible({ timeout: 15_000 });
    // Nothing is checked or sent against a day the page does not know yet.
    await expect(continueButton).toBeDisabled();
    const back = page.getByRole('link', { name: 'Return to Login' });
    const waiting = await box(back);
    held.release();
    await expect(page.getByRole('status').filter({ hasText: 'Preparing the form' })).toHaveCount(0);
    const loaded = await box(back);
    expect(loaded.y).toBeCloseTo(waiting.y, 0);
  });

  test('the quick-links bar does not jump when Make Payment appears', async ({ page }) => {
    await resetSandbox('all-features');
    await signIn(page, 'borrower1');
    await expect(page).toHaveURL(/dashboard$/);
    const held = await hold(page, /\/api\/accountList/);
    await page.reload();
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    const profile = bar.getByRole('link', { name: 'Profile' });
    await expect(profile).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Make Payment' })).toHaveCount(0);
    const [barWaiting, profileWaiting] = [await box(bar), await box(profile)];
    held.release();
    await expect(bar.getByRole('link', { name: 'Make Payment' })).toBeVisible();
    expect(await box(bar)).toEqual(barWaiting);
    expect(await box(profile)).toEqual(profileWaiting);
  });
});
