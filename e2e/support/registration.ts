// Jamie Parker, the sandbox borrower who has a loan (0006-100805-2) and no online account yet,
// fills in the registration's personal data as a borrower types it. Continue is left to the
// journey.
import type { Page } from '@playwright/test';

export async function fillJamieParkersPersonalData(page: Page) {
  await page.getByLabel('Loan').check();
  await page.getByLabel('Account Number').fill('00061008052');
  await page.getByLabel('First Name').fill('Jamie');
  await page.getByLabel('Last Name').fill('Parker');
  await page.getByLabel('Email').fill('jamie.parker@example.com');
  await page.getByLabel('SSN', { exact: true }).fill('789012345');
  await page.getByLabel(/Date of Birth/).fill('01151990');
  await page.getByLabel('Zip Code').fill('49503');
  await page.getByLabel('Phone Number').fill('6165550100');
}

/** The secret question step, answered and continued. */
export async function answerJamieParkersSecretQuestion(page: Page) {
  await page.getByLabel('Secret Question').selectOption('What city were you born in?');
  await page.getByLabel('Secret Answer').fill('Grand Rapids');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The login step's fields (name, password twice); Register is left to the journey. */
export async function fillJamieParkersCredentials(page: Page) {
  await page.getByLabel('Login Name').fill('jamieparker');
  await page.getByLabel('Password', { exact: true }).fill('Register123');
  await page.getByLabel('Confirm Password').fill('Register123');
}
