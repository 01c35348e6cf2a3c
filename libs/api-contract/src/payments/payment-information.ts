// PaymentInformation (spec 2 §3 "Loan payment info", §7): what the make-payment page needs to
// offer a loan's payment, its payoff quote per day and the processor's fee per request.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { PAYMENT_INFO_ERRORS } from './error-codes.ts';
import { WireDay, WireDays, WireFlag, WireMoney, WireText } from '../wire-values.ts';

/** A saved payment method (profile); never the full account or card number. */
export const SavedMethodSchema = /*#__PURE__*/ (() =>
  v.object({
    ProfileId: v.string(),
    IsCard: v.boolean(),
    LastFour: v.string(),
    Nickname: WireText,
    IsDefault: WireFlag,
    AccountType: WireText,
    CardType: WireText,
    ExpirationDate: WireText,
    DebitCreditType: WireText,
  }))();

export const ScheduledPaymentSchema = /*#__PURE__*/ (() =>
  v.object({
    EncryptedString: v.string(),
    IsCard: WireFlag,
    CanDelete: WireFlag,
    HasBeenPosted: WireFlag,
    AccountNumber: WireText,
    PaymentDate: WireDay,
    PaymentAmount: WireMoney,
    LastFour: WireText,
    ReferenceNumber: WireText,
  }))();

export const RecurringPaymentSchema = /*#__PURE__*/ (() =>
  v.object({
    EncryptedData: v.string(),
    IsCard: WireFlag,
    /** Weekly, BiWeekly, SemiMonthly, DayOfMonth or DaysBeforeDue. */
    RecurringOption: v.string(),
    Date: WireText,
    NumberOfDays: v.nullish(v.number()),
    TotalAmount: WireMoney,
    AdditionalPrincipalAmount: WireMoney,
    PaymentAccountNum: WireText,
    CanDelete: WireFlag,
  }))();

export const PaymentInfoSchema = /*#__PURE__*/ (() =>
  envelope({
    DueDate: WireText,
    /** The institution's business date: "today" for every date rule of the page. */
    PaymentDetails: v.nullish(v.object({ PaymentDate: WireText })),
    PaymentOptions: v.object({
      AllowACH: WireFlag,
      AllowCards: WireFlag,
      NumberDaysInPeriod: v.nullish(v.number()),
      RecurringAllowed: WireFlag,
      FirstPartyFees: v.object({
        ScheduledAchFee: WireMoney,
        ECheckFeeAmount: WireMoney,
        RecurringAchFee: WireMoney,
        DebitCardFeeAmount: WireMoney,
        CreditCardFeeAmount: WireMoney,
      }),
    }),
    BlockAchPayment: WireFlag,
    BlockCardPayment: WireFlag,
    BlockImmediateACHPaymentsAfterCutoffTime: WireFlag,
    AdjustedACHPaymentDateAfterCutoffTime: WireText,
    ScheduledPayments: v.nullish(v.array(ScheduledPaymentSchema)),
    RecurringPayment: v.nullish(RecurringPaymentSchema),
    PaymentMethods: v.nullish(v.array(SavedMethodSchema)),
    DefaultPaymentMethod: v.nullish(
      v.object({ IsCard: v.boolean(), ProfileId: WireText, LastFour: WireText }),
    ),
    AccountInfo: v.object({
      IsLOCAccount: WireFlag,
      PayOffAmount: WireMoney,
      TotalAmountDue: WireMoney,
      DefaultPmtAmount: WireMoney,
      CurrentWithFeesDue: WireFlag,
      IsDelinquent: WireFlag,
    }),
    RegularPmtAmount: WireMoney,
    Frequency: WireText,
    /** ACH or Card. */
    PaymentMethod: WireText,
    LoanBillingFrequency: WireText,
    /** 1 or 2 matter (the small-dollar rule). */
    MailPreference: v.nullish(v.number()),
    RestrictionCode: WireText,
    NonPaymentDays: WireDays,
    NonSchedulablePaymentDays: WireDays,
    LoanFutureNonPaymentDays: WireDays,
    FeesAndCharges: WireMoney,
    Delinquent: WireFlag,
    TotalAmountDue: WireMoney,
    PayOffAmount: WireMoney,
  }))();

export const getPaymentInfo = /*#__PURE__*/ (() =>
  endpoint({
    name: 'payments.getPaymentInfo',
    method: 'GET',
    path: 'PaymentInformation/GetPaymentInfo',
    request: v.object({ accountNumber: v.string() }),
    response: PaymentInfoSchema,
    errors: PAYMENT_INFO_ERRORS,
  }))();

export const getPayOffQuote = /*#__PURE__*/ (() =>
  endpoint({
    name: 'payments.getPayOffQuote',
    method: 'GET',
    path: 'PaymentInformation/GetPayOffQuote',
    request: v.object({ AccountNumber: v.string(), PayOffDate: WireDay }),
    response: envelope({ PayOffQuoteAmount: WireMoney }),
    errors: ['InvalidPayOffDate'],
  }))();

export const ThirdPartyFeeRequestSchema = /*#__PURE__*/ (() =>
  v.object({
    IsAch: v.boolean(),
    IsCreditCard: v.boolean(),
    /** Also true for a wallet payment. */
    IsDebitCard: v.boolean(),
    IsImmediate: v.boolean(),
    IsOneTime: v.boolean(),
    IsRecurring: v.boolean(),
    LoanNumber: v.string(),
  }))();

export const getThirdPartyFee = /*#__PURE__*/ (() =>
  endpoint({
    name: 'payments.getThirdPartyFee',
    method: 'POST',
    path: 'PaymentInformation/GetThirdPartyFee',
    request: ThirdPartyFeeRequestSchema,
    response: envelope({ ThirdPartyFeeAmount: WireMoney }),
    errors: [],
  }))();
