// Issue 13 item 5: consent only by accepting. With rich-text agreements, closing an agreement's
// text any other way than its accept button (Escape, Cancel, Disagree) leaves its box as it was:
// disabled, unticked, nothing recorded. Spec 1 §4: the box "is enabled only when the modal is
// accepted" (the borrower then ticks it); spec 2 §4 and spec 3 §5: accepting the text is what
// accepts that agreement. Every agreement dialog of every area, one test each.
import type { Page } from '@playwright/test';
import {
  achTermsFromAYearAgo,
  openNewMethod,
  saveNewBankAccount,
} from '../support/payments-helpers';
import { openProfile, section } from '../support/profile-helpers';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';
import { signInAndOpen, withdrawEStatements } from '../support/servicing-session';
import {
  answerJamieParkersSecretQuestion,
  fillJamieParkersCredentials,
  fillJamieParkersPersonalData,
} from '../support/registration';

/** Calls whose path matches, as the tab made them. */
function callsTo(page: Page, path: RegExp) {
  const made: string[] = [];
  page.on('request', (request) => {
    if (path.test(request.url())) made.push(request.url());
  });
  return made;
}

function loginTermsFromAYearAgo() {
  const aYearAgo = new Date();
  aYearAgo.setFullYear(aYearAgo.getFullYear() - 1);
  const text = '<p>These are the <b>Portal Terms</b>.</p>';
  return {
    'Agreements.Agreement1': `${text}|${aYearAgo.toISOString().slice(0, 10)}|Portal Terms|login`,
  };
}

test('login agreements: Escape on the text neither enables nor ticks the box; accepting enables it for the borrower to tick', async ({
  page,
}) => {
  await resetSandbox('default', { 'Agreements.RichText': 'true', ...loginTermsFromAYearAgo() });
  const recorded = callsTo(page, /\/api\/AgreementLog\/RecordAgreements/i);
  await signIn(page, 'borrower1');
  await expect(page.getByRole('heading', { name: 'Agreements' })).toBeVisible();
  const box = page.getByRole('checkbox', { name: 'I agree to the Portal Terms' });
  await expect(box).toBeDisabled();

  const read = page.getByRole('button', { name: 'Read the Portal Terms' });
  const text = page.getByRole('dialog', { name: 'Portal Terms' });
  await read.click();
  await expect(text).toContainText('These are the Portal Terms.');
  await page.keyboard.press('Escape');
  await expect(text).toHaveCount(0);
  await expect(box).toBeDisabled();
  await expect(box).not.toBeChecked();

  // Continue without the agreement records nothing and goes nowhere.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Agreements' })).toBeVisible();
  await expect(page).not.toHaveURL(/dashboard/);
  expect(recorded).toEqual([]);

  // Accepting the text enables the box; ticking it is the borrower's own act.
  await read.click();
  await text.getByRole('button', { name: 'I Accept' }).click();
  await expect(text).toHaveCount(0);
  await expect(box).toBeEnabled();
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  expect(recorded).toHaveLength(1);
});

test('login agreements: Cancel on the text leaves the box disabled', async ({ page }) => {
  await resetSandbox('default', { 'Agreements.RichText': 'true', ...loginTermsFromAYearAgo() });
  await signIn(page, 'borrower1');
  const box = page.getByRole('checkbox', { name: 'I agree to the Portal Terms' });
  await page.getByRole('button', { name: 'Read the Portal Terms' }).click();
  const text = page.getByRole('dialog', { name: 'Portal Terms' });
  await text.getByRole('button', { name: 'Cancel' }).click();
  await expect(text).toHaveCount(0);
  await expect(box).toBeDisabled();
  await expect(box).not.toBeChecked();
});

test('registration agreements: Escape on the text is no consent; Register waits for the borrower to tick', async ({
  page,
}) => {
  await resetSandbox('default', {
    'Agreements.RichText': 'true',
    'Agreements.Agreement1':
      '<p>These are the <b>Portal Terms</b>.</p>|2020-01-01|Portal Terms|registration',
  });
  await page.goto('/#/home/register');
  await fillJamieParkersPersonalData(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await answerJamieParkersSecretQuestion(page);
  await fillJamieParkersCredentials(page);

  const box = page.getByRole('checkbox', { name: 'I agree to the Portal Terms' });
  const text = page.getByRole('dialog', { name: 'Portal Terms' });
  await expect(box).toBeDisabled();
  await page.getByRole('button', { name: 'Read the Portal Terms' }).click();
  await expect(text).toContainText('These are the Portal Terms.');
  await page.keyboard.press('Escape');
  await expect(text).toHaveCount(0);
  await expect(box).toBeDisabled();
  await expect(box).not.toBeChecked();

  await page.getByRole('button', { name: 'Read the Portal Terms' }).click();
  await text.getByRole('button', { name: 'I Accept' }).click();
  await expect(box).toBeEnabled();
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Your account has been registered.')).toBeVisible();
});

test('ACH agreement: Escape on the text leaves the box disabled and Agree off', async ({
  page,
}) => {
  await resetSandbox('default', {
    'Agreements.RichText': 'true',
    ...achTermsFromAYearAgo('<p>I authorise <b>ACH</b> drafts from my account.</p>'),
  });
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);
  const modal = await openNewMethod(page, '00011002347', 'E-Check');
  await saveNewBankAccount(modal);
  const box = modal.getByRole('checkbox', { name: 'I agree to ACH Terms' });
  const text = page.getByRole('dialog', { name: 'ACH Terms' });
  await modal.getByRole('button', { name: 'ACH Terms' }).click();
  await expect(text).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(text).toHaveCount(0);
  // Escape closed the text only: the bank account's dialog is still there, nothing accepted.
  await expect(modal).toBeVisible();
  await expect(box).toBeDisabled();
  await expect(box).not.toBeChecked();
  await expect(modal.getByRole('button', { name: 'Agree', exact: true })).toBeDisabled();
});

test('e-statement agreement: Escape on the text leaves the box disabled and Agree off', async ({
  page,
}) => {
  await resetSandbox('default', {
    'Agreements.Agreement1':
      '<p>You agree to receive your statements electronically.</p>|01/01/2020|E-Sign Consent|estatements',
    'Agreements.RichText': 'true',
  });
  await signInAndOpen(page, '/myaccount/loanDetails/00011002347');
  const electronic = await withdrawEStatements(page);

  await electronic.click();
  const agreement = page.getByRole('dialog', { name: 'E-Statement Agreement' });
  const box = agreement.getByRole('checkbox', { name: 'I agree to the E-Sign Consent' });
  await agreement.getByRole('button', { name: 'Read the E-Sign Consent' }).click();
  const text = page.getByRole('dialog', { name: 'E-Sign Consent' });
  await expect(text).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(text).toHaveCount(0);
  await expect(agreement).toBeVisible();
  await expect(box).toBeDisabled();
  await expect(box).not.toBeChecked();
  await expect(agreement.getByRole('button', { name: 'Agree', exact: true })).toBeDisabled();
});

test('texting terms: Escape is no agreement; the toggle stays off and nothing is recorded', async ({
  page,
}) => {
  await resetSandbox('default', { 'Profile.TextMessages': 'true' });
  const agreed = callsTo(page, /\/api\/Profile\/AgreeToTexting/i);
  await openProfile(page);
  const personal = section(page, 'Personal Information');
  await personal.getByLabel('Text messages to phone 1').click();
  const terms = page.getByRole('dialog', { name: 'Texting Terms' });
  await expect(terms).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(terms).toHaveCount(0);
  await expect(personal.getByLabel('Text messages to phone 1')).not.toBeChecked();
  expect(agreed).toEqual([]);
});
