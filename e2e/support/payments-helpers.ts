// Helpers for the payments journeys: dates the sandbox accepts, confirmations, sandbox switches.
import { expect, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from './signed-in-tab';
import { sandboxUrl } from './topology';

const pad = (value: number) => String(value).padStart(2, '0');
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
export const usDay = (date: Date) =>
  `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;

function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = new Date(year, month, 1).getDay();
    return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  }
  const last = new Date(year, month + 1, 0);
  return last.getDate() - ((last.getDay() - weekday + 7) % 7);
}

/** The US federal holidays the sandbox lists as non-payment days. */
function isHoliday(date: Date): boolean {
  const y = date.getFullYear();
  const fixed = [
    [0, 1],
    [5, 19],
    [6, 4],
    [10, 11],
    [11, 25],
    [0, nthWeekday(y, 0, 1, 3)],
    [1, nthWeekday(y, 1, 1, 3)],
    [4, nthWeekday(y, 4, 1, -1)],
    [8, nthWeekday(y, 8, 1, 1)],
    [9, nthWeekday(y, 9, 1, 2)],
    [10, nthWeekday(y, 10, 4, 4)],
  ];
  return fixed.some(([month, day]) => date.getMonth() === month && date.getDate() === day);
}

/** The first weekday at least `daysAhead` days from today that is not a holiday (and, optionally, a month day ≤ maxDay). */
export function businessDayAhead(daysAhead: number, maxDay = 31): Date {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + daysAhead);
  while (date.getDay() === 0 || date.getDay() === 6 || isHoliday(date) || date.getDate() > maxDay)
    date.setDate(date.getDate() + 1);
  return date;
}

/**
 * Settings under which the sandbox's today (its real calendar day) is a payable day whatever day
 * the suite runs: weekend dates allowed. Today is never one of its holidays, which it lists from
 * tomorrow on. Every journey that pays on, or waits for, the default payment date needs them.
 */
export const TODAY_IS_PAYABLE = {
  'Payments.AchSaturdayAllowed': 'true',
  'Payments.AchSundayAllowed': 'true',
} as const;

/** The next Saturday after tomorrow. */
export function nextSaturday(): Date {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + 2);
  while (date.getDay() !== 6) date.setDate(date.getDate() + 1);
  return date;
}

/**
 * Accepts a confirmation: the shell's modal when it is there, else the browser's dialog (which
 * `acceptBrowserDialogs` answers). Role-based, so it keeps working once the shell's modal lands.
 */
export async function acceptConfirmation(page: Page, name: RegExp = /^(Yes|Delete|OK|Confirm)$/) {
  const button = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name });
  if (await button.isVisible({ timeout: 1_000 }).catch(() => false)) await button.click();
}

export function acceptBrowserDialogs(page: Page) {
  page.on('dialog', (dialog) => void dialog.accept());
}

/** Counts the payment submissions the page sends. */
export function countSubmissions(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (/\/api\/Payment(Immediate|Scheduled|Recurring)\/Submit/i.test(request.url())) count += 1;
  });
  return { count: () => count };
}

/** Nothing that looks like a card number may sit in the browser's storage. */
export async function storageHolds(page: Page, secret: string): Promise<boolean> {
  return page.evaluate(
    (value) =>
      [window.localStorage, window.sessionStorage].some((storage) =>
        Array.from(
          { length: storage.length },
          (_, i) => storage.getItem(storage.key(i) ?? '') ?? '',
        ).some((item) => item.includes(value)),
      ),
    secret,
  );
}

export async function setAccountFlags(flags: Record<string, unknown>) {
  const response = await fetch(`${sandboxUrl}/__sandbox/payments/account-flags`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(flags),
  });
  if (!response.ok) throw new Error(`account flags: ${response.status}`);
}

/**
 * The `Agreements.Agreement1` setting of one ACH agreement that took effect a year ago: after
 * borrower1's last agreement (400 days ago), so saving a bank account must ask for it.
 */
export function achTermsFromAYearAgo(urlOrHtml = 'https://www.example.com/ach-terms') {
  const aYearAgo = new Date();
  aYearAgo.setFullYear(aYearAgo.getFullYear() - 1);
  return {
    'Agreements.Agreement1': `${urlOrHtml}|${aYearAgo.toISOString().slice(0, 10)}|ACH Terms|ach`,
  };
}

/** Fills the new card form of the Payment Details modal (Alex Morgan, 12/30, zip 49116). */
export async function fillNewCard(modal: Locator, card: { number: string; cvv: string }) {
  await modal.getByLabel('First Name').fill('Alex');
  await modal.getByLabel('Last Name').fill('Morgan');
  await modal.getByLabel('Card Number').fill(card.number);
  await modal.getByLabel('Expiration (MM/YY)').fill('12/30');
  await modal.getByLabel('CVV/CVC').fill(card.cvv);
  await modal.getByLabel('Zip Code').fill('49116');
}

/** Fills the new bank account form of the Payment Details modal and asks to save it. */
export async function saveNewBankAccount(modal: Locator) {
  await modal.getByLabel('Owner Name').fill('Alex Morgan');
  await modal.getByLabel('Routing Number').fill('021000021');
  await expect(modal.getByLabel('Bank information')).toContainText('JPMORGAN CHASE BANK, NA');
  await modal.getByLabel('Account Number', { exact: true }).fill('5550001234');
  await modal.getByLabel('Confirm Account Number').fill('5550001234');
  await modal.getByLabel('Confirm Account Number').blur();
  await modal.getByRole('checkbox', { name: 'Save Payment Profile' }).check();
  await modal.getByRole('button', { name: 'Continue' }).click();
}

/** On a loan's payment page, picks E-Check or Card and opens the new-method modal. */
export async function openNewMethod(page: Page, accountNumber: string, type: 'E-Check' | 'Card') {
  await page.goto(`/#/myaccount/payment/${accountNumber}`);
  await page.getByRole('radio', { name: type, exact: true }).check();
  await page.getByRole('button', { name: 'Add New Payment Method' }).click();
  return page.getByRole('dialog', { name: 'Payment Details' });
}

/**
 * A tab where borrower1 is signed in opens a loan's payment page with a saved method chosen: the
 * start of most payment journeys.
 */
export async function openPaymentWithSavedMethod(
  page: Page,
  accountNumber: string,
  type: 'E-Check' | 'Card',
  method: string,
) {
  await openSignedIn(page, `/myaccount/payment/${accountNumber}`);
  await chooseSavedMethod(page, accountNumber, type, method);
}

/** In the signed-in tab: the loan's payment page with a saved method chosen. */
export async function chooseSavedMethod(
  page: Page,
  accountNumber: string,
  type: 'E-Check' | 'Card',
  method: string,
) {
  await page.goto(`/#/myaccount/payment/${accountNumber}`);
  await page.getByRole('radio', { name: type }).check();
  await page.getByRole('radio', { name: method }).check();
}
