// GET /api/PaymentInformation/GetPaymentInfo: the loan payment info of spec 2 §3, typed by the
// contract's response schema so a field the contract does not know fails the type check.
import type {
  getPaymentInfo,
  SavedMethodSchema,
} from '@portal/api-contract/payments/payment-information';
import type * as v from 'valibot';
import { SUCCESS, type ContractBody } from '../http/contract-route.ts';
import type { AccountRow } from '../store/accounts.ts';
import type { Database } from '../store/database.ts';
import { findDefaultPaymentMethod } from './payment-rows.ts';
import { calendarDate, NO_DATE } from '../time/dates.ts';
import { money } from '../http/money.ts';
import { futureNonPaymentDays } from './holidays.ts';
import {
  accountFlags,
  encryptHandle,
  listSavedMethods,
  recurringOf,
  scheduledOf,
  type SavedMethod,
} from './payment-store.ts';
import { DAYS_IN_PERIOD, FIRST_PARTY_FEES, payoffAmount, totalAmountDue } from './payment-rules.ts';

export function toWireMethod(method: SavedMethod): v.InferInput<typeof SavedMethodSchema> {
  return {
    ProfileId: method.profile_id,
    IsCard: method.is_card === 1,
    LastFour: method.last_four,
    Nickname: method.nickname,
    IsDefault: method.is_default === 1,
    AccountType: method.account_type,
    CardType: method.card_type,
    ExpirationDate: method.expiration,
    DebitCreditType: method.debit_credit,
  };
}

export function buildPaymentInfo(
  db: Database,
  account: AccountRow,
  userId: number,
  now: Date,
): ContractBody<typeof getPaymentInfo> {
  const flags = accountFlags(db, account.number);
  const holidays = futureNonPaymentDays(now);
  const recurring = recurringOf(db, account.number);
  const defaultMethod = findDefaultPaymentMethod(db, userId);
  const methods = listSavedMethods(db, userId);
  const defaultProfile = methods.find((method) => method.id === defaultMethod?.id);
  const delinquent = account.loan_past_due > 0;
  const total = totalAmountDue(account);
  const payoff = payoffAmount(account);
  return {
    ...SUCCESS,
    DueDate: account.loan_due_date ?? NO_DATE,
    PaymentDetails: { PaymentDate: calendarDate(now) },
    PaymentOptions: {
      AllowACH: flags.block_ach === 0,
      AllowCards: flags.allow_cards === 1,
      NumberDaysInPeriod: DAYS_IN_PERIOD,
      RecurringAllowed: true,
      FirstPartyFees: FIRST_PARTY_FEES,
    },
    BlockAchPayment: flags.block_ach === 1,
    BlockCardPayment: flags.block_card === 1,
    BlockImmediateACHPaymentsAfterCutoffTime: flags.block_immediate_ach_after_cutoff === 1,
    AdjustedACHPaymentDateAfterCutoffTime:
      flags.block_immediate_ach_after_cutoff === 1 ? calendarDate(now) : NO_DATE,
    ScheduledPayments: scheduledOf(db, account.number).map((payment) => ({
      EncryptedString: encryptHandle('S', payment.id),
      IsCard: payment.is_card === 1,
      CanDelete: true,
      HasBeenPosted: false,
      AccountNumber: payment.account_number,
      PaymentDate: payment.payment_date,
      PaymentAmount: money(payment.amount),
      LastFour: payment.last_four,
      ReferenceNumber: payment.confirmation_number,
    })),
    RecurringPayment: recurring
      ? {
          EncryptedData: encryptHandle('R', recurring.id),
          IsCard: recurring.is_card === 1,
          RecurringOption: recurring.recurring_option ?? 'DayOfMonth',
          Date: recurring.next_payment_date,
          NumberOfDays: recurring.days_before_due ?? 0,
          TotalAmount: money(recurring.amount),
          AdditionalPrincipalAmount: money(recurring.additional_principal ?? 0),
          PaymentAccountNum: recurring.last_four,
          CanDelete: true,
        }
      : null,
    PaymentMethods: methods.map(toWireMethod),
    DefaultPaymentMethod: defaultProfile
      ? {
          IsCard: defaultProfile.is_card === 1,
          ProfileId: defaultProfile.profile_id,
          LastFour: defaultProfile.last_four,
        }
      : null,
    AccountInfo: {
      IsLOCAccount: account.type === 9,
      PayOffAmount: payoff,
      TotalAmountDue: total,
      DefaultPmtAmount: money(account.monthly_installment),
      CurrentWithFeesDue: false,
      IsDelinquent: delinquent,
    },
    RegularPmtAmount: money(account.monthly_installment),
    Frequency: 'Monthly',
    PaymentMethod: defaultProfile?.is_card === 1 ? 'Card' : 'ACH',
    LoanBillingFrequency: 'Monthly',
    LoanFutureNonPaymentDays: holidays,
    MailPreference: flags.mail_preference,
    RestrictionCode: flags.restriction_code,
    NonPaymentDays: holidays,
    NonSchedulablePaymentDays: holidays,
    FeesAndCharges: money(account.fees_due),
    Delinquent: delinquent,
    TotalAmountDue: total,
    PayOffAmount: payoff,
  };
}
