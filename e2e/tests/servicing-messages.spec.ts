import type { Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { signInAndOpen } from '../support/servicing-session';

async function solveCaptcha(page: Page) {
  const label = page.getByLabel(/^Captcha: What is \d+ \+ \d+\?$/);
  await expect(label).toBeVisible();
  const question = (await page.getByText(/^Captcha: What is/).textContent()) ?? '';
  const [a, b] = (question.match(/\d+/g) ?? []).map(Number);
  await label.fill(String((a ?? 0) + (b ?? 0)));
}

test.describe('servicing: messages', () => {
  test('a signed-in borrower sends a question, verified by the sandbox captcha', async ({
    page,
  }) => {
    await signInAndOpen(page, '/myaccount/messages');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await page.getByLabel('Question').check();
    await page.getByLabel('Subject').fill('Payment date');
    await page.getByLabel('Message', { exact: true }).fill('Can I move my due date to the 1st?');
    await expect(page.getByText('266 characters left')).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Must Complete Captcha')).toBeVisible();
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByText("Thank you for your message. We'll get back to you shortly."),
    ).toBeVisible();
  });

  test('a wrong captcha answer is refused by the back end', async ({ page }) => {
    await page.goto('/#/home/messages');
    await page.getByLabel('Question').check();
    await page.getByLabel('Name').fill('Pat Visitor');
    await page.getByLabel('Email').fill('pat@example.com');
    await page.getByLabel('Subject').fill('Hours');
    await page.getByLabel('Message', { exact: true }).fill('When are you open?');
    await page.getByLabel(/^Captcha:/).fill('999');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Oops...it looks like something went wrong.');
  });
});
