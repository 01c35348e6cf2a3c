import type { accountDetails } from '@portal/api-contract/servicing/account-details';
import { SUCCESS, type ContractBody } from '../http/contract-route.ts';
import type { AccountRow } from '../store/accounts.ts';
import type {
  PaymentMethodRow,
  RecurringPaymentRow,
  ScheduledPaymentRow,
} from '../payments/payment-rows.ts';
import type { UserRow } from '../store/users.ts';
import { daysBetween, NO_DATE } from '../time/dates.ts';
import { money } from '../http/money.ts';
import type { ServicingDetails } from './account-details-extras.ts';

export interface AccountDetailsInput {
  account: AccountRow;
  owner: UserRow;
  recurringPayment: RecurringPaymentRow | undefined;
  defaultPaymentMethod: PaymentMethodRow | undefined;
  scheduledPayments: ScheduledPaymentRow[];
  now: Date;
  /** Servicing's additions (edited address, branch, alerts); absent = the owner's address only. */
  servicing?: ServicingDetails;
}

/** The body of GET /api/AccountDetails. */
export function buildAccountDetails(
  input: AccountDetailsInput,
): ContractBody<typeof accountDetails> {
  const { account, owner, recurringPayment, defaultPaymentMethod, scheduledPayments, now } = input;
  const isOpen = account.status !== 'Closed';
  const address = input.servicing?.address;
  return {
    ...SUCCESS,
    BranchInfo: input.servicing?.branchInfo ?? null,
    Alerts: input.servicing?.alerts ?? null,
    StatementFormat: account.statement_preference,
    Information: {
      ...SUCCESS,
      AccountNumber: account.number,
      Name: account.name_on_acct,
      Address: address
        ? {
            Address1: address.address1,
            City: address.city,
            State: address.state,
            ZipCode: address.zip,
          }
        : {
            Address1: owner.address1,
            City: owner.city,
            State: owner.state,
            ZipCode: owner.zip_code,
          },
      NextPaymentDate: (isOpen && account.loan_due_date) || NO_DATE,
      NextPaymentAmount: isOpen ? money(account.loan_amount_due) : 0,
      InterestRate: account.rate,
      CurrentYearToDateInterest: money(account.ytd_interest),
      AvailableCredit: account.type === 9 ? money(account.credit_limit - account.balance) : 0,
      LoanOriginationDate: account.opened_date,
      LateChargesDue: money(account.late_charges_due),
      TotalLoanFees: money(account.total_loan_fees),
      OriginalMaturityDate: account.original_maturity_date ?? NO_DATE,
      LastPaymentDate: account.last_payment_date ?? NO_DATE,
      LastPaymentAmount: money(account.last_payment_amount),
      LastYearToDateInterest: money(account.last_year_ytd_interest),
      DaysSinceOpened: Math.max(0, daysBetween(new Date(`${account.opened_date}Z`), now)),
      PaymentInformation: {
        TotalAmountDue: isOpen
          ? money(account.loan_amount_due + account.loan_past_due + account.fees_due)
          : 0,
        RecurringPayment: recurringPayment
          ? {
              Id: recurringPayment.id,
              Amount: money(recurringPayment.amount),
              Frequency: recurringPayment.frequency,
              NextPaymentDate: recurringPayment.next_payment_date,
              IsCard: recurringPayment.is_card === 1,
              LastFour: recurringPayment.last_four,
            }
          : null,
        DefaultPaymentMethod: defaultPaymentMethod
          ? { IsCard: defaultPaymentMethod.is_card === 1, LastFour: defaultPaymentMethod.last_four }
          : null,
        ScheduledPayments: scheduledPayments.map((payment) => ({
          Id: payment.id,
          PaymentDate: payment.payment_date,
          Amount: money(payment.amount),
          Status: payment.status,
          ConfirmationNumber: payment.confirmation_number,
          IsCard: payment.is_card === 1,
          LastFour: payment.last_four,
        })),
      },
    },
  };
}
