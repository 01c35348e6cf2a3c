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
const MethodSchema = /*#__PURE__*/ (() =>
  v.object({
    IsCard: v.boolean(),
    AchInfo: v.optional(v.partial(AchDataSchema)),
    CardInfo: v.optional(v.partial(CardDataSchema)),
    save: v.optional(v.boolean()),
  }))();

const PaymentSchema = /*#__PURE__*/ (() =>
  v.object({
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
  }))();

export const SubmitRequestSchema = /*#__PURE__*/ (() =>
  v.object({
    EncryptedData: v.optional(v.string()),
    Payment: PaymentSchema,
  }))();

export const RecurringSubmitRequestSchema = /*#__PURE__*/ (() =>
  v.object({
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
  }))();

const SubmitResponseSchema = /*#__PURE__*/ (() => envelope({ ReferenceNumber: WireText }))();

type Kind = 'Immediate' | 'Scheduled' | 'Recurring';

function submitCall<R extends typeof SubmitRequestSchema | typeof RecurringSubmitRequestSchema>(
  kind: Kind,
  by: 'Ach' | 'Card',
  request: R,
): Endpoint<R, typeof SubmitResponseSchema> {
  return endpoint({
    name: `payments.submit${kind}${by}`,
    method: 'POST',
    path: `Payment${kind}/Submit${by}`,
    request,
    response: SubmitResponseSchema,
    errors: SUBMISSION_ERRORS,
  });
}

export const submitImmediateAch = /*#__PURE__*/ (() =>
  submitCall('Immediate', 'Ach', SubmitRequestSchema))();
export const submitImmediateCard = /*#__PURE__*/ (() =>
  submitCall('Immediate', 'Card', SubmitRequestSchema))();
export const submitScheduledAch = /*#__PURE__*/ (() =>
  submitCall('Scheduled', 'Ach', SubmitRequestSchema))();
export const submitScheduledCard = /*#__PURE__*/ (() =>
  submitCall('Scheduled', 'Card', SubmitRequestSchema))();
export const submitRecurringAch = /*#__PURE__*/ (() =>
  submitCall('Recurring', 'Ach', RecurringSubmitRequestSchema))();
export const submitRecurringCard = /*#__PURE__*/ (() =>
  submitCall('Recurring', 'Card', RecurringSubmitRequestSchema))();

export const submitWalletPayment = /*#__PURE__*/ (() =>
  endpoint({
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
  }))();
