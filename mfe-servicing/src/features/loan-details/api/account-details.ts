// GET /api/AccountDetails?accountNumber= (spec 2 §7, spec 3 §3 Account data response), as the loan
// page reads it: money in cents, dates as sent (0001-01-01 means none), the account load flags.
import { accountDetails } from '@portal/api-contract/servicing/account-details';
import type { ResponseOf } from '@portal/api-contract/endpoint';
import { dollarsToCents, type Cents } from '@portal/money/cents';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import type { AlertPreferences } from '../rules/alerts';
import { preferencesFromWire } from './alert-preferences-wire';

export interface LoanAddress {
  address1: string;
  city: string;
  state: string;
  zip: string;
}

/** How a payment is paid: "Card ending in 1881" / "Account ending in 4321". */
export interface PaymentMethodRef {
  isCard: boolean;
  lastFour: string;
}

export interface RecurringPayment extends PaymentMethodRef {
  amount: Cents;
  frequency: string;
  nextPaymentDate: string | null;
}

export interface ScheduledPayment extends PaymentMethodRef {
  paymentDate: string | null;
  amount: Cents;
  status: string;
  confirmationNumber: string;
}

export interface LoanPayments {
  totalAmountDue: Cents;
  recurring: RecurringPayment | null;
  defaultMethod: PaymentMethodRef | null;
  scheduled: ScheduledPayment[];
}

export interface LoanInformation {
  accountNumber: string;
  name: string;
  address: LoanAddress;
  nextPaymentDate: string | null;
  nextPaymentAmount: Cents;
  /** Percent, e.g. 5.49. */
  interestRate: number;
  yearToDateInterest: Cents;
  availableCredit: Cents;
  originationDate: string | null;
  lateChargesDue: Cents;
  totalLoanFees: Cents;
  originalMaturityDate: string | null;
  lastPaymentDate: string | null;
  lastPaymentAmount: Cents;
  lastYearToDateInterest: Cents;
  daysSinceOpened: number;
  payments: LoanPayments;
}

export interface LoanDetails {
  information: LoanInformation;
  /** The account load flags' codes (spec 3 §8), from Information's errors (spec 2 §7). */
  flags: string[];
  /** ElectronicOnly or PaperOnly (or '' when the back end does not say). */
  statementFormat: string;
  alerts: AlertPreferences;
}

type Wire = ResponseOf<typeof accountDetails>;
type WireInformation = Wire['Information'];

const cents = (dollars: number | null | undefined): Cents => dollarsToCents(dollars ?? 0);
const text = (value: string | null | undefined): string => value ?? '';

const methodOf = (wire: { IsCard?: boolean | null; LastFour?: string | null }) => ({
  isCard: wire.IsCard === true,
  lastFour: text(wire.LastFour),
});

function paymentsOf(wire: WireInformation['PaymentInformation']): LoanPayments {
  const recurring = wire?.RecurringPayment;
  return {
    totalAmountDue: cents(wire?.TotalAmountDue),
    recurring: recurring
      ? {
          ...methodOf(recurring),
          amount: cents(recurring.Amount),
          frequency: text(recurring.Frequency),
          nextPaymentDate: recurring.NextPaymentDate ?? null,
        }
      : null,
    defaultMethod: wire?.DefaultPaymentMethod ? methodOf(wire.DefaultPaymentMethod) : null,
    scheduled: (wire?.ScheduledPayments ?? []).map((payment) => ({
      ...methodOf(payment),
      paymentDate: payment.PaymentDate ?? null,
      amount: cents(payment.Amount),
      status: text(payment.Status),
      confirmationNumber: text(payment.ConfirmationNumber),
    })),
  };
}

function informationOf(wire: WireInformation): LoanInformation {
  return {
    accountNumber: wire.AccountNumber,
    name: text(wire.Name),
    address: {
      address1: text(wire.Address?.Address1),
      city: text(wire.Address?.City),
      state: text(wire.Address?.State),
      zip: text(wire.Address?.ZipCode),
    },
    nextPaymentDate: wire.NextPaymentDate ?? null,
    nextPaymentAmount: cents(wire.NextPaymentAmount),
    interestRate: wire.InterestRate ?? 0,
    yearToDateInterest: cents(wire.CurrentYearToDateInterest),
    availableCredit: cents(wire.AvailableCredit),
    originationDate: wire.LoanOriginationDate ?? null,
    lateChargesDue: cents(wire.LateChargesDue),
    totalLoanFees: cents(wire.TotalLoanFees),
    originalMaturityDate: wire.OriginalMaturityDate ?? null,
    lastPaymentDate: wire.LastPaymentDate ?? null,
    lastPaymentAmount: cents(wire.LastPaymentAmount),
    lastYearToDateInterest: cents(wire.LastYearToDateInterest),
    daysSinceOpened: wire.DaysSinceOpened ?? 0,
    payments: paymentsOf(wire.PaymentInformation),
  };
}

export async function fetchAccountDetails(
  api: KyInstance,
  accountNumber: string,
): Promise<ApiResult<LoanDetails>> {
  return mapResult(await call(api, accountDetails, { accountNumber }), (body) => ({
    information: informationOf(body.Information),
    flags:
      body.Information.HasNoErrors === false
        ? (body.Information.Errors ?? []).map((error) => error.ErrorMessage)
        : [],
    statementFormat: text(body.StatementFormat),
    alerts: preferencesFromWire(body.Alerts),
  }));
}
