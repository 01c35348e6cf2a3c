import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { makeDataDir, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

// Issue 54 item 3 on the day it was found: the auto loan is due 2027-01-15, 45 days ahead.
const NOW = new Date('2026-12-01T15:00:00Z');
const AUTO = '00011002347';
const savedAch = { IsCard: false, AchInfo: { ProfileId: 'PM-100001' } };

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startTestSandbox(makeDataDir(), () => NOW);
});
afterAll(() => sandbox.close());

let keysMade = 0;
const post = (path: string, body: unknown) =>
  sandbox.request('POST', path, {
    token,
    body,
    headers: {
      'Idempotency-Key': `due-${String((keysMade += 1)).padStart(6, '0')}-${'k'.repeat(12)}`,
    },
  });

beforeEach(async () => {
  await sandbox.reset();
  token = (await sandbox.login('borrower1')).UserToken;
  // The seed's recurring payment goes first: a loan holds one.
  const info = await sandbox.request(
    'GET',
    `/api/PaymentInformation/GetPaymentInfo?accountNumber=${AUTO}`,
    { token },
  );
  expect(info.body.DueDate).toBe('2027-01-15T00:00:00');
  const deleted = await post('/api/PaymentRecurring/DeleteAch', {
    Token: 't',
    Payment: { EncryptedString: info.body.RecurringPayment.EncryptedData, LoanAccountNumber: AUTO },
  });
  expect(deleted.body.HasNoErrors).toBe(true);
});

const recurring = (date: string, option: string, daysBeforeDue: number) => ({
  EncryptedData: '',
  Payment: {
    LogonName: 'borrower1',
    Details: {
      PaymentDate: `${date}T00:00:00`,
      LoanAccountNumber: AUTO,
      Company: 0,
      PaymentAmount: 389.17,
      FirstPartyFee: 0,
      ThirdPartyFee: 0,
      AdditionalPrincipalAmount: 0,
      CurrentWithFeesDue: false,
    },
    AccountType: 0,
    IsPayoff: false,
    Method: savedAch,
  },
  RecurringDetails: { RecurringOption: option, DaysBeforeDue: daysBeforeDue },
});

describe('recurring payments by the due date (spec 2 §4, §9; SPEC-NOTES "On Due Date…")', () => {
  it.each([
    ['On Due Date, 45 days ahead', '2027-01-15', 'DaysBeforeDue', 0, null],
    ['3 days before a due date 45 days ahead', '2027-01-12', 'DaysBeforeDue', 3, null],
    [
      'On Due Date dated another day',
      '2026-12-15',
      'DaysBeforeDue',
      0,
      'PaymentCannotBeScheduledForThatTime',
    ],
    [
      'a chosen monthly date past the 31-day horizon',
      '2027-01-15',
      'DayOfMonth',
      0,
      'PaymentCannotBeScheduledForThatTime',
    ],
  ])('%s → %s', async (_, date, option, days, refusal) => {
    const response = await post('/api/PaymentRecurring/SubmitAch', recurring(date, option, days));
    if (refusal === null) {
      expect(response.body.HasNoErrors).toBe(true);
      expect(response.body.ReferenceNumber).toMatch(/^RP\d{8}$/);
    } else {
      expect(response.body.Errors).toEqual([{ ErrorMessage: refusal }]);
    }
  });
});
