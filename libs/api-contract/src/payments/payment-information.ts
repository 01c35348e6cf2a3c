// PaymentInformation (spec 2 §3 "Loan payment info", §7): what the make-payment page needs to
// offer a loan's payment, its payoff quote per day and the processor's fee per request.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { PAYMENT_INFO_ERRORS } from './error-codes.ts';
import { WireDay, WireDays, WireDollars } from './money-fields.ts';

const flag = v.nullish(v.boolean());
const dollars = v.nullish(WireDollars);
const text = v.nullish(v.string());

/** A saved payment method (profile); never the full account or card number. */
export const SavedMethodSchema = v.object({
  ProfileId: v.string(),
  IsCard: v.boolean(),
  LastFour: v.string(),
  Nickname: text,
  IsDefault: flag,
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
  PaymentDate: WireDay,
  PaymentAmount: dollars,
  LastFour: text,
  ReferenceNumber: text,
});

export const RecurringPaymentSchema = v.object({
  EncryptedData: v.string(),
  IsCard: flag,
  /** Weekly, BiWeekly, SemiMonthly, DayOfMonth or DaysBeforeDue. */
  RecurringOption: v.string(),
  Date: text,
  NumberOfDays: v.nullish(v.number()),
  TotalAmount: dollars,
  AdditionalPrincipalAmount: dollars,
  PaymentAccountNum: text,
  CanDelete: flag,
});

export const PaymentInfoSchema = envelope({
  DueDate: text,
  /** The institution's business date: "today" for every date rule of the page. */
  PaymentDetails: v.nullish(v.object({ PaymentDate: text })),
  PaymentOptions: v.object({
    AllowACH: flag,
    AllowCards: flag,
    NumberDaysInPeriod: v.nullish(v.number()),
    RecurringAllowed: flag,
    FirstPartyFees: v.object({
      ScheduledAchFee: dollars,
      ECheckFeeAmount: dollars,
      RecurringAchFee: dollars,
      DebitCardFeeAmount: dollars,
      CreditCardFeeAmount: dollars,
    }),
  }),
  BlockAchPayment: flag,
  BlockCardPayment: flag,
  BlockImmediateACHPaymentsAfterCutoffTime: flag,
  AdjustedACHPaymentDateAfterCutoffTime: text,
  ScheduledPayments: v.nullish(v.array(ScheduledPaymentSchema)),
  RecurringPayment: v.nullish(RecurringPaymentSchema),
  PaymentMethods: v.nullish(v.array(SavedMethodSchema)),
  DefaultPaymentMethod: v.nullish(
    v.object({ IsCard: v.boolean(), ProfileId: text, LastFour: text }),
  ),
  AccountInfo: v.object({
    IsLOCAccount: flag,
    PayOffAmount: dollars,
    TotalAmountDue: dollars,
    DefaultPmtAmount: dollars,
    CurrentWithFeesDue: flag,
    IsDelinquent: flag,
  }),
  RegularPmtAmount: dollars,
  Frequency: text,
  /** ACH or Card. */
  PaymentMethod: text,
  LoanBillingFrequency: text,
  /** 1 or 2 matter (the small-dollar rule). */
  MailPreference: v.nullish(v.number()),
  RestrictionCode: text,
  NonPaymentDays: WireDays,
  NonSchedulablePaymentDays: WireDays,
  LoanFutureNonPaymentDays: WireDays,
  FeesAndCharges: dollars,
  Delinquent: flag,
  TotalAmountDue: dollars,
  PayOffAmount: dollars,
});

export const getPaymentInfo = endpoint({
  name: 'payments.getPaymentInfo',
  method: 'GET',
  path: 'PaymentInformation/GetPaymentInfo',
  request: v.object({ accountNumber: v.string() }),
  response: PaymentInfoSchema,
  errors: PAYMENT_INFO_ERRORS,
  spec: 'spec 2 §3, §7, §8',
  summary: "A loan's payment info: options, fees, saved methods, scheduled and recurring payments.",
  example: { accountNumber: '00011002347' },
});

export const getPayOffQuote = endpoint({
  name: 'payments.getPayOffQuote',
  method: 'GET',
  path: 'PaymentInformation/GetPayOffQuote',
  request: v.object({ AccountNumber: v.string(), PayOffDate: WireDay }),
  response: envelope({ PayOffQuoteAmount: dollars }),
  errors: ['InvalidPayOffDate'],
  spec: 'spec 2 §4 Payoff, §7',
  summary: 'The amount that pays the loan off on a day (yyyy-MM-dd, today or later).',
  example: { AccountNumber: '00011002347', PayOffDate: '2099-01-01' },
});

export const ThirdPartyFeeRequestSchema = v.object({
  IsAch: v.boolean(),
  IsCreditCard: v.boolean(),
  /** Also true for a wallet payment. */
  IsDebitCard: v.boolean(),
  IsImmediate: v.boolean(),
  IsOneTime: v.boolean(),
  IsRecurring: v.boolean(),
  LoanNumber: v.string(),
});

export const getThirdPartyFee = endpoint({
  name: 'payments.getThirdPartyFee',
  method: 'POST',
  path: 'PaymentInformation/GetThirdPartyFee',
  request: ThirdPartyFeeRequestSchema,
  response: envelope({ ThirdPartyFeeAmount: dollars }),
  errors: [],
  spec: 'spec 2 §3 Third-party fee request, §7',
  summary: "The processor's fee for a kind of payment and method.",
  example: {
    IsAch: false,
    IsCreditCard: false,
    IsDebitCard: true,
    IsImmediate: true,
    IsOneTime: true,
    IsRecurring: false,
    LoanNumber: '00011002347',
  },
});
