// Submitting a payment (spec 2 §7 "Submit payload"): immediate, scheduled or recurring, by card or
// ACH, and the wallet checkout. Every one moves money, so each is sent with an Idempotency-Key
// header (one per confirmed payment) and a repeat is answered with the first result.
import * as v from 'valibot';
import { endpoint, type Endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { SUBMISSION_ERRORS } from './error-codes.ts';
import { AchDataSchema, CardDataSchema } from './payment-methods.ts';
import { WireDay, WireDollars, WireText } from '../wire-values.ts';

/** A saved method is sent by its profile; a single-use one with its details. */
const MethodSchema = v.object({
  IsCard: v.boolean(),
  AchInfo: v.optional(v.partial(AchDataSchema)),
  CardInfo: v.optional(v.partial(CardDataSchema)),
  save: v.optional(v.boolean()),
});

const PaymentSchema = v.object({
  LogonName: v.optional(v.string()),
  Details: v.object({
    PaymentDate: WireDay,
    LoanAccountNumber: v.string(),
    /** The login's company number; 0 for a personal user. */
    Company: v.optional(v.number()),
    PaymentAmount: WireDollars,
    FirstPartyFee: v.optional(WireDollars),
    ThirdPartyFee: v.optional(WireDollars),
    AdditionalPrincipalAmount: v.optional(WireDollars),
    /** Always false. */
    CurrentWithFeesDue: v.optional(v.literal(false)),
  }),
  /** 9 is a line of credit. */
  AccountType: v.optional(v.number()),
  IsPayoff: v.optional(v.boolean()),
  Method: MethodSchema,
});

export const SubmitRequestSchema = v.object({
  EncryptedData: v.optional(v.string()),
  Payment: PaymentSchema,
});

export const RecurringSubmitRequestSchema = v.object({
  ...SubmitRequestSchema.entries,
  AchDraftAgreementToken: v.optional(v.string()),
  RecurringDetails: v.object({
    /** DayOfMonth, DaysBeforeDue, SemiMonthly, BiWeekly or Weekly. */
    RecurringOption: v.picklist([
      'DayOfMonth',
      'DaysBeforeDue',
      'SemiMonthly',
      'BiWeekly',
      'Weekly',
    ]),
    DaysBeforeDue: v.number(),
  }),
});

const SubmitResponseSchema = envelope({ ReferenceNumber: WireText });

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

type Kind = 'Immediate' | 'Scheduled' | 'Recurring';

function submitCall<R extends typeof SubmitRequestSchema | typeof RecurringSubmitRequestSchema>(
  kind: Kind,
  by: 'Ach' | 'Card',
  request: R,
  example: v.InferInput<R>,
): Endpoint<R, typeof SubmitResponseSchema> {
  return endpoint({
    name: `payments.submit${kind}${by}`,
    method: 'POST',
    path: `Payment${kind}/Submit${by}`,
    request,
    response: SubmitResponseSchema,
    errors: SUBMISSION_ERRORS,
    spec: 'spec 2 §4 Submission, §7, §8',
    summary: `Submits ${kind === 'Immediate' ? 'an immediate' : `a ${kind.toLowerCase()}`} payment by ${by === 'Ach' ? 'ACH' : 'card'}; needs an Idempotency-Key header.`,
    example,
  });
}

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

export const submitImmediateAch = submitCall('Immediate', 'Ach', SubmitRequestSchema, EXAMPLE);
export const submitImmediateCard = submitCall(
  'Immediate',
  'Card',
  SubmitRequestSchema,
  cardExample,
);
export const submitScheduledAch = submitCall('Scheduled', 'Ach', SubmitRequestSchema, EXAMPLE);
export const submitScheduledCard = submitCall(
  'Scheduled',
  'Card',
  SubmitRequestSchema,
  cardExample,
);
export const submitRecurringAch = submitCall('Recurring', 'Ach', RecurringSubmitRequestSchema, {
  ...onHomeLoan(EXAMPLE),
  ...recurring,
});
export const submitRecurringCard = submitCall('Recurring', 'Card', RecurringSubmitRequestSchema, {
  ...onHomeLoan(cardExample),
  ...recurring,
});

export const submitWalletPayment = endpoint({
  name: 'payments.submitWalletPayment',
  method: 'POST',
  path: 'PaymentImmediate/SubmitWalletPayment',
  request: v.object({
    AmountPaid: WireDollars,
    /** GooglePay, ApplePay, Venmo or PayPal. */
    WalletTypePayment: v.string(),
    LoanAccountNumber: v.string(),
    Fees: WireDollars,
  }),
  response: envelope({ CheckoutUrl: WireText, LoanAccount: WireText }),
  errors: [
    'InvalidData',
    'AmountLessThanMinimum',
    'IdempotencyKeyRequired',
    'IdempotencyKeyReused',
  ],
  spec: 'spec 2 §7, §8',
  summary: "Starts a wallet payment; the borrower completes it at the wallet's CheckoutUrl.",
  example: {
    AmountPaid: 10,
    WalletTypePayment: 'Venmo',
    LoanAccountNumber: '00011002347',
    Fees: 0,
  },
});
