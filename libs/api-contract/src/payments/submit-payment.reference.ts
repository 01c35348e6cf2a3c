// What the reference page, the OpenAPI document and the contract test say of the calls of
// ./submit-payment.ts. Browser code never imports it: the examples are the sandbox's sample data.
import { reference } from '../reference.ts';
import {
  submitImmediateAch,
  submitImmediateCard,
  submitRecurringAch,
  submitRecurringCard,
  submitScheduledAch,
  submitScheduledCard,
  submitWalletPayment,
} from './submit-payment.ts';

/**
 * A payment's day must be a business day the back end allows for its kind (today for an
 * immediate payment, a later day for a scheduled one), and no fixed day stays one: a caller of
 * the example sets Details.PaymentDate to such a day first.
 */
const EXAMPLE = {
  Payment: {
    LogonName: 'borrower1',
    Details: {
      PaymentDate: '2000-01-01',
      LoanAccountNumber: '00011002347',
      Company: 0,
      PaymentAmount: 1,
      FirstPartyFee: 0,
      ThirdPartyFee: 0,
      AdditionalPrincipalAmount: 0,
      CurrentWithFeesDue: false,
    },
    AccountType: 0,
    IsPayoff: false,
    Method: { IsCard: false, AchInfo: { ProfileId: 'PM-100001' }, save: true },
  },
} as const;

/** The seeded debit card: the institution's $1.00 fee and the processor's $2.95. */
const cardExample = {
  Payment: {
    ...EXAMPLE.Payment,
    Details: { ...EXAMPLE.Payment.Details, FirstPartyFee: 1, ThirdPartyFee: 2.95 },
    Method: { IsCard: true, CardInfo: { ProfileId: 'PM-100002' }, save: true },
  },
};
/** The home equity loan has no recurring payment yet. */
const onHomeLoan = <T extends typeof EXAMPLE | typeof cardExample>(example: T) => ({
  Payment: {
    ...example.Payment,
    Details: { ...example.Payment.Details, LoanAccountNumber: '00011002355' },
  },
});
const recurring = {
  RecurringDetails: { RecurringOption: 'DayOfMonth', DaysBeforeDue: 0 },
} as const;

/** What every submission call's reference says but its example. */
const submission = (kind: string, by: string) => ({
  spec: 'spec 2 §4 Submission, §7, §8',
  summary: `Submits ${kind} payment by ${by}; needs an Idempotency-Key header.`,
});

export const submitPaymentReferences = [
  reference(submitImmediateAch, {
    ...submission('an immediate', 'ACH'),
    example: EXAMPLE,
  }),
  reference(submitImmediateCard, {
    ...submission('an immediate', 'card'),
    example: cardExample,
  }),
  reference(submitScheduledAch, {
    ...submission('a scheduled', 'ACH'),
    example: EXAMPLE,
  }),
  reference(submitScheduledCard, {
    ...submission('a scheduled', 'card'),
    example: cardExample,
  }),
  reference(submitRecurringAch, {
    ...submission('a recurring', 'ACH'),
    example: { ...onHomeLoan(EXAMPLE), ...recurring },
  }),
  reference(submitRecurringCard, {
    ...submission('a recurring', 'card'),
    example: { ...onHomeLoan(cardExample), ...recurring },
  }),
  reference(submitWalletPayment, {
    spec: 'spec 2 §7, §8',
    summary: "Starts a wallet payment; the borrower completes it at the wallet's CheckoutUrl.",
    example: {
      AmountPaid: 10,
      WalletTypePayment: 'Venmo',
      LoanAccountNumber: '00011002347',
      Fees: 0,
    },
  }),
];
