import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import type { ChosenMethod } from '../../../lib/chosen-method';
import { buildSubmitPayload, paymentDateFor, type SubmitPayloadInput } from './submit-payload';

const today = DateTime.fromISO('2026-11-20');
const due = DateTime.fromISO('2026-12-15');
const savedAch: ChosenMethod = {
  type: 'ACH',
  saved: {
    ProfileId: 'p-1',
    IsCard: false,
    LastFour: '4321',
    AccountType: 'Checking',
    CardType: '',
    ExpirationDate: '',
    DebitCreditType: '',
  },
  singleUseAch: null,
  singleUseCard: null,
  debitCredit: 'DebitCard',
  lastFour: '4321',
};

const input = (over: Partial<SubmitPayloadInput> = {}): SubmitPayloadInput => ({
  logonName: 'borrower1',
  companyNumber: 0,
  accountNumber: '0001-123456-7',
  accountType: 0,
  paymentDate: today,
  amount: 12550,
  firstPartyFee: 100,
  thirdPartyFee: 250,
  additionalPrincipal: 0,
  isPayoff: false,
  method: savedAch,
  kind: 'immediate',
  frequency: 'OneTime',
  daysBeforeDue: null,
  draftAgreementToken: null,
  ...over,
});

describe('paymentDateFor (the day a payment is dated)', () => {
  it.each([
    ['immediate is today', 'immediate', 'OneTime', null, '2026-12-01', '2026-11-20'],
    ['scheduled is the chosen day', 'scheduled', 'OneTime', null, '2026-12-01', '2026-12-01'],
    ['OnDueDate is the due date', 'recurring', 'OnDueDate', null, null, '2026-12-15'],
    ['3 days before due', 'recurring', 'DaysBeforeDue', 3, null, '2026-12-12'],
    ['monthly on the chosen day', 'recurring', 'MonthlyOnDate', null, '2026-12-05', '2026-12-05'],
  ] as const)('%s', (_case, kind, frequency, days, chosen, expected) => {
    expect(
      paymentDateFor({
        kind,
        frequency,
        today,
        dueDate: due,
        daysBeforeDue: days,
        chosenDate: chosen ? DateTime.fromISO(chosen) : null,
      }).toISODate(),
    ).toBe(expected);
  });
});

describe('buildSubmitPayload (spec 2 §7 Submit payload)', () => {
  it('sends the details with the logon name, CurrentWithFeesDue false and the saved profile', () => {
    expect(buildSubmitPayload(input())).toEqual({
      EncryptedData: '',
      Payment: {
        LogonName: 'borrower1',
        Details: {
          PaymentDate: '2026-11-20T00:00:00',
          LoanAccountNumber: '0001-123456-7',
          Company: 0,
          // Cents here; the API module sends the spec's decimal dollars.
          PaymentAmount: 12550,
          FirstPartyFee: 100,
          ThirdPartyFee: 250,
          AdditionalPrincipalAmount: 0,
          CurrentWithFeesDue: false,
        },
        AccountType: 0,
        IsPayoff: false,
        Method: {
          IsCard: false,
          AchInfo: { ProfileId: 'p-1', AccountType: 'Checking' },
          save: true,
        },
      },
    });
  });

  it.each([0, 7])('sends the session company number %p as Company', (companyNumber) => {
    expect(buildSubmitPayload(input({ companyNumber })).Payment.Details.Company).toBe(
      companyNumber,
    );
  });

  it.each([
    ['OnDueDate', null, { RecurringOption: 'DaysBeforeDue', DaysBeforeDue: 0 }],
    ['DaysBeforeDue', 4, { RecurringOption: 'DaysBeforeDue', DaysBeforeDue: 4 }],
    ['TwoWeeks', null, { RecurringOption: 'BiWeekly', DaysBeforeDue: 0 }],
  ] as const)('a recurring %s adds RecurringDetails %p', (frequency, days, details) => {
    const payload = buildSubmitPayload(
      input({ kind: 'recurring', frequency, daysBeforeDue: days, draftAgreementToken: 'tok' }),
    );
    expect(payload.RecurringDetails).toEqual(details);
    expect(payload.AchDraftAgreementToken).toBe('tok');
  });

  it('sends a single-use card with its details and save false, and no recurring details', () => {
    const card: ChosenMethod = {
      ...savedAch,
      type: 'Card',
      saved: null,
      singleUseCard: {
        CardNumber: '4111111111111111',
        CardType: 'visa',
        ExpirationDate: '12/30',
        SecurityCode: '123',
        DebitCreditType: 'DebitCard',
        CardHolderFirstName: 'Alex',
        CardHolderLastName: 'Morgan',
        BillingAddress: { ZipCode: '49116', Address1: '', Address2: '', City: '', State: '' },
      },
    };
    const payload = buildSubmitPayload(input({ method: card }));
    expect(payload.Payment.Method).toMatchObject({
      IsCard: true,
      save: false,
      CardInfo: { CardNumber: '4111111111111111', SecurityCode: '123' },
    });
    expect(payload).not.toHaveProperty('RecurringDetails');
    expect(payload).not.toHaveProperty('AchDraftAgreementToken');
  });
});
