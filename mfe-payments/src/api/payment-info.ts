// GET /api/PaymentInformation/GetPaymentInfo?accountNumber (spec 2 §3 Loan payment info, §7).
import { describeApiFailure } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { count, ErrorsSchema, firstError, flag, money, text } from '../lib/wire';

export const SavedMethodSchema = v.object({
  ProfileId: v.string(),
  IsCard: v.boolean(),
  LastFour: v.string(),
  AccountType: text,
  CardType: text,
  ExpirationDate: text,
  DebitCreditType: text,
});

export const ScheduledPaymentSchema = v.object({
  EncryptedString: v.string(),
  IsCard: flag,
  CanDelete: flag,
  HasBeenPosted: flag,
  AccountNumber: text,
  PaymentDate: v.string(),
  PaymentAmount: money,
  LastFour: text,
});

export const RecurringPaymentSchema = v.object({
  EncryptedData: v.string(),
  IsCard: flag,
  RecurringOption: v.string(),
  Date: text,
  NumberOfDays: count,
  TotalAmount: money,
  AdditionalPrincipalAmount: money,
  PaymentAccountNum: text,
  CanDelete: flag,
});

const days = v.nullish(v.array(v.string()), []);

const PaymentInfoSchema = v.object({
  HasNoErrors: v.nullish(v.boolean(), true),
  Errors: ErrorsSchema,
  DueDate: text,
  PaymentDetails: v.nullish(v.object({ PaymentDate: text }), { PaymentDate: '' }),
  PaymentOptions: v.object({
    AllowACH: flag,
    AllowCards: flag,
    NumberDaysInPeriod: v.nullish(v.number(), 30),
    RecurringAllowed: flag,
    FirstPartyFees: v.object({
      ScheduledAchFee: money,
      ECheckFeeAmount: money,
      RecurringAchFee: money,
      DebitCardFeeAmount: money,
      CreditCardFeeAmount: money,
    }),
  }),
  BlockAchPayment: flag,
  BlockCardPayment: flag,
  BlockImmediateACHPaymentsAfterCutoffTime: flag,
  AdjustedACHPaymentDateAfterCutoffTime: text,
  ScheduledPayments: v.nullish(v.array(ScheduledPaymentSchema), []),
  RecurringPayment: v.nullish(RecurringPaymentSchema, null),
  PaymentMethods: v.nullish(v.array(SavedMethodSchema), []),
  DefaultPaymentMethod: v.nullish(
    v.object({ IsCard: v.boolean(), ProfileId: text, LastFour: text }),
    null,
  ),
  AccountInfo: v.object({
    IsLOCAccount: flag,
    PayOffAmount: money,
    TotalAmountDue: money,
    DefaultPmtAmount: money,
    CurrentWithFeesDue: flag,
    IsDelinquent: flag,
  }),
  RegularPmtAmount: money,
  LoanBillingFrequency: v.nullish(v.string(), 'Monthly'),
  MailPreference: count,
  RestrictionCode: text,
  NonPaymentDays: days,
  NonSchedulablePaymentDays: days,
  LoanFutureNonPaymentDays: days,
  Delinquent: flag,
});

export type PaymentInfo = v.InferOutput<typeof PaymentInfoSchema>;
export type SavedMethod = v.InferOutput<typeof SavedMethodSchema>;
export type ScheduledPayment = v.InferOutput<typeof ScheduledPaymentSchema>;
export type RecurringPayment = v.InferOutput<typeof RecurringPaymentSchema>;

export type PaymentInfoResult =
  { ok: true; info: PaymentInfo } | { ok: false; error: string | undefined };

/** The first error decides (spec 2 §8); a failed call has no error code. */
export async function fetchPaymentInfo(
  api: KyInstance,
  accountNumber: string,
): Promise<PaymentInfoResult> {
  let body: unknown;
  try {
    body = await api
      .get('PaymentInformation/GetPaymentInfo', { searchParams: { accountNumber } })
      .json();
  } catch (error) {
    return { ok: false, error: (await describeApiFailure(error)).code };
  }
  const envelope = parseWire(
    v.object({ HasNoErrors: v.nullish(v.boolean(), true), Errors: ErrorsSchema }),
    body,
    'GetPaymentInfo',
  );
  const error = firstError(envelope);
  if (error !== undefined) return { ok: false, error };
  return { ok: true, info: parseWire(PaymentInfoSchema, body, 'GetPaymentInfo') };
}
