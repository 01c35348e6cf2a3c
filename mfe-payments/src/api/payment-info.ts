// GET /api/PaymentInformation/GetPaymentInfo?accountNumber (spec 2 §3 Loan payment info, §7):
// read into the page's terms, money in cents. A refusal carries the code that decides the
// message (spec 2 §8 "first error decides").
import type { ResponseOf } from '@portal/api-contract/endpoint';
import { getPaymentInfo } from '@portal/api-contract/payments/payment-information';
import type { Cents } from '@portal/money/cents';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import type { FirstPartyFees } from '../lib/fees';
import { centsOf } from './cents-of';

export interface SavedMethod {
  profileId: string;
  isCard: boolean;
  lastFour: string;
  /** Checking or Savings, for an account. */
  accountType: string;
  /** visa, amex, master or discover, for a card. */
  cardType: string;
  expirationDate: string;
  /** DebitCard or CreditCard, for a card. */
  debitCreditType: string;
}

export interface ScheduledPayment {
  /** The handle the delete call takes. */
  encryptedString: string;
  isCard: boolean;
  canDelete: boolean;
  hasBeenPosted: boolean;
  accountNumber: string;
  /** The wire's calendar date. */
  paymentDate: string;
  amount: Cents;
  lastFour: string;
}

export interface RecurringPayment {
  /** The handle the delete call takes. */
  encryptedData: string;
  isCard: boolean;
  /** Weekly, BiWeekly, SemiMonthly, DayOfMonth or DaysBeforeDue. */
  recurringOption: string;
  /** The wire's calendar date of the next payment. */
  date: string;
  daysBeforeDue: number;
  totalAmount: Cents;
  additionalPrincipal: Cents;
  paidFrom: string;
  canDelete: boolean;
}

export interface DefaultMethod {
  isCard: boolean;
  profileId: string;
  lastFour: string;
}

export interface PaymentInfo {
  /** The wire's calendar date the loan is due ('' when none). */
  dueDate: string;
  /** The institution's business date: "today" for every rule of the page ('' when missing). */
  businessDate: string;
  allowAch: boolean;
  allowCards: boolean;
  daysInPeriod: number;
  recurringAllowed: boolean;
  firstPartyFees: FirstPartyFees;
  blockAch: boolean;
  blockCard: boolean;
  blockImmediateAchAfterCutoff: boolean;
  scheduledPayments: ScheduledPayment[];
  recurringPayment: RecurringPayment | null;
  savedMethods: SavedMethod[];
  defaultMethod: DefaultMethod | null;
  isLineOfCredit: boolean;
  payoffAmount: Cents;
  totalAmountDue: Cents;
  defaultPaymentAmount: Cents;
  /** AccountInfo's flag: the loan is past due. */
  isDelinquent: boolean;
  /** The response's own Delinquent flag (spec 2 §3), read beside isDelinquent by the amount step. */
  delinquent: boolean;
  regularPaymentAmount: Cents;
  /** Monthly unless the loan says otherwise. */
  billingFrequency: string;
  /** 1 or 2 set the small-dollar rule's days; 0 when none. */
  mailPreference: number;
  restrictionCode: string;
  nonPaymentDays: string[];
  nonSchedulableDays: string[];
  futureNonPaymentDays: string[];
}

type Wire = ResponseOf<typeof getPaymentInfo>;
type WireSaved = NonNullable<Wire['PaymentMethods']>[number];
type WireScheduled = NonNullable<Wire['ScheduledPayments']>[number];
type WireRecurring = NonNullable<Wire['RecurringPayment']>;

export const toSavedMethod = (method: WireSaved): SavedMethod => ({
  profileId: method.ProfileId,
  isCard: method.IsCard,
  lastFour: method.LastFour,
  accountType: method.AccountType ?? '',
  cardType: method.CardType ?? '',
  expirationDate: method.ExpirationDate ?? '',
  debitCreditType: method.DebitCreditType ?? '',
});

const toScheduled = (payment: WireScheduled): ScheduledPayment => ({
  encryptedString: payment.EncryptedString,
  isCard: payment.IsCard ?? false,
  canDelete: payment.CanDelete ?? false,
  hasBeenPosted: payment.HasBeenPosted ?? false,
  accountNumber: payment.AccountNumber ?? '',
  paymentDate: payment.PaymentDate,
  amount: centsOf(payment.PaymentAmount),
  lastFour: payment.LastFour ?? '',
});

const toRecurring = (payment: WireRecurring): RecurringPayment => ({
  encryptedData: payment.EncryptedData,
  isCard: payment.IsCard ?? false,
  recurringOption: payment.RecurringOption,
  date: payment.Date ?? '',
  daysBeforeDue: payment.NumberOfDays ?? 0,
  totalAmount: centsOf(payment.TotalAmount),
  additionalPrincipal: centsOf(payment.AdditionalPrincipalAmount),
  paidFrom: payment.PaymentAccountNum ?? '',
  canDelete: payment.CanDelete ?? false,
});

function toPaymentInfo(body: Wire): PaymentInfo {
  const options = body.PaymentOptions;
  const fees = options.FirstPartyFees;
  const account = body.AccountInfo;
  const preferred = body.DefaultPaymentMethod;
  return {
    dueDate: body.DueDate ?? '',
    businessDate: body.PaymentDetails?.PaymentDate ?? '',
    allowAch: options.AllowACH ?? false,
    allowCards: options.AllowCards ?? false,
    daysInPeriod: options.NumberDaysInPeriod ?? 30,
    recurringAllowed: options.RecurringAllowed ?? false,
    firstPartyFees: {
      scheduledAch: centsOf(fees.ScheduledAchFee),
      eCheck: centsOf(fees.ECheckFeeAmount),
      recurringAch: centsOf(fees.RecurringAchFee),
      debitCard: centsOf(fees.DebitCardFeeAmount),
      creditCard: centsOf(fees.CreditCardFeeAmount),
    },
    blockAch: body.BlockAchPayment ?? false,
    blockCard: body.BlockCardPayment ?? false,
    blockImmediateAchAfterCutoff: body.BlockImmediateACHPaymentsAfterCutoffTime ?? false,
    scheduledPayments: (body.ScheduledPayments ?? []).map(toScheduled),
    recurringPayment: body.RecurringPayment ? toRecurring(body.RecurringPayment) : null,
    savedMethods: (body.PaymentMethods ?? []).map(toSavedMethod),
    defaultMethod: preferred
      ? {
          isCard: preferred.IsCard,
          profileId: preferred.ProfileId ?? '',
          lastFour: preferred.LastFour ?? '',
        }
      : null,
    isLineOfCredit: account.IsLOCAccount ?? false,
    payoffAmount: centsOf(account.PayOffAmount),
    totalAmountDue: centsOf(account.TotalAmountDue),
    defaultPaymentAmount: centsOf(account.DefaultPmtAmount),
    isDelinquent: account.IsDelinquent ?? false,
    delinquent: body.Delinquent ?? false,
    regularPaymentAmount: centsOf(body.RegularPmtAmount),
    billingFrequency: body.LoanBillingFrequency ?? 'Monthly',
    mailPreference: body.MailPreference ?? 0,
    restrictionCode: body.RestrictionCode ?? '',
    nonPaymentDays: body.NonPaymentDays ?? [],
    nonSchedulableDays: body.NonSchedulablePaymentDays ?? [],
    futureNonPaymentDays: body.LoanFutureNonPaymentDays ?? [],
  };
}

export async function fetchPaymentInfo(
  api: KyInstance,
  accountNumber: string,
): Promise<ApiResult<PaymentInfo>> {
  return mapResult(await call(api, getPaymentInfo, { accountNumber }), toPaymentInfo);
}

export const paymentInfoKey = (accountNumber: string) => ['paymentInfo', accountNumber] as const;
