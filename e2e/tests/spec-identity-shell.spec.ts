// Identity and shell where the portal departed from spec 1 (issue 16 item 4).
import { expect, logOut, signIn, test } from '../support/portal-test';

test('the recovery username form has Continue disabled while invalid, also on arrival (§5)', async ({
  page,
}) => {
  await page.goto('/#/home/recovery');
  const form = page.getByRole('form', { name: 'Find your username' });
  const next = form.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await form.getByLabel('Email').fill('alex.morgan@example.com');
  await form.getByLabel(/Date of Birth/).fill('0101198');
  await form.getByLabel('Zip Code').fill('49116');
  await expect(next).toBeDisabled();
  await form.getByLabel(/Date of Birth/).fill('01011980');
  await expect(next).toBeEnabled();
});

// Issue 16 item 4: on a slow device the logout's redirect home could still be on screen when
// Back reached another signed-in entry; React Router kept that <Navigate> mounted, its effect did
// not run again, and the page stayed blank at #/myaccount/dashboard (shell routing/redirect.tsx).
test('after logout, Back to a signed-in page lands on home, never a blank page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A slow device: the issue saw a blank page in about half the tries there.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/blocker|POP navigation/i.test(message.text())) warnings.push(message.text());
  });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await signIn(page, 'borrower1');
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
    await page.goto('/#/myaccount/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await logOut(page);
    await page.goBack();
    await expect(page).toHaveURL(/#\/home/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  }
  expect(warnings).toEqual([]);
});
