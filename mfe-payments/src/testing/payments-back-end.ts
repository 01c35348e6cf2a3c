// The payments back end of the component tests, as the wire carries it (spec 2 §3, §7: the
// spec's field names, money in decimal dollars): one auto loan whose business date is
// 2026-11-18, with one saved checking account. Tests patch what their case needs.
import type { RequestOf } from '@portal/api-contract/endpoint';
import { accountList } from '@portal/api-contract/payments/account-list';
import {
  getPaymentInfo,
  getThirdPartyFee,
} from '@portal/api-contract/payments/payment-information';
import { answer, type WireAnswerOf } from '@portal/area-testing/handlers';

export const LOAN = '00011002347';

export type WirePaymentInfo = WireAnswerOf<typeof getPaymentInfo>;

export const savedChecking = {
  ProfileId: 'PM-100001',
  IsCard: false,
  LastFour: '4321',
  AccountType: 'Checking',
  CardType: null,
  ExpirationDate: null,
  DebitCreditType: null,
};

export const savedVisa = {
  ProfileId: 'PM-100002',
  IsCard: true,
  LastFour: '1881',
  AccountType: null,
  CardType: 'visa',
  ExpirationDate: '08/29',
  DebitCreditType: 'DebitCard',
};

export function wirePaymentInfo(patch: Partial<WirePaymentInfo> = {}): WirePaymentInfo {
  return {
    DueDate: '2026-12-01T00:00:00',
    PaymentDetails: { PaymentDate: '2026-11-18T00:00:00' },
    PaymentOptions: {
      AllowACH: true,
      AllowCards: true,
      NumberDaysInPeriod: 30,
      RecurringAllowed: true,
      FirstPartyFees: {
        ScheduledAchFee: 0,
        ECheckFeeAmount: 0,
        RecurringAchFee: 0,
        DebitCardFeeAmount: 0,
        CreditCardFeeAmount: 0,
      },
    },
    BlockAchPayment: false,
    BlockCardPayment: false,
    BlockImmediateACHPaymentsAfterCutoffTime: false,
    AdjustedACHPaymentDateAfterCutoffTime: '0001-01-01T00:00:00',
    ScheduledPayments: [],
    RecurringPayment: null,
    PaymentMethods: [savedChecking],
    DefaultPaymentMethod: null,
    AccountInfo: {
      IsLOCAccount: false,
      PayOffAmount: 12500,
      TotalAmountDue: 350,
      DefaultPmtAmount: 350,
      CurrentWithFeesDue: false,
      IsDelinquent: false,
    },
    RegularPmtAmount: 350,
    Frequency: 'Monthly',
    PaymentMethod: 'ACH',
    LoanBillingFrequency: 'Monthly',
    MailPreference: 0,
    RestrictionCode: '',
    NonPaymentDays: [],
    NonSchedulablePaymentDays: [],
    LoanFutureNonPaymentDays: [],
    FeesAndCharges: 0,
    Delinquent: false,
    TotalAmountDue: 350,
    PayOffAmount: 12500,
    ...patch,
  };
}

export const autoLoan = {
  Number: LOAN,
  Description: 'Auto Loan',
  Type: 0,
  Comment: '',
  Balance: 12500,
  LoanAmountDue: 350,
  LoanDueDate: '2026-12-01T00:00:00',
};

/** The loan list, the loan's payment info and the processor's fee (none on ACH). */
export function paymentsBackEnd(info: Partial<WirePaymentInfo> = {}) {
  return [
    answer(accountList, { Accounts: [autoLoan] }),
    answer(getPaymentInfo, wirePaymentInfo(info)),
    answer(getThirdPartyFee, ({ input }) => ({
      ThirdPartyFeeAmount: (input as RequestOf<typeof getThirdPartyFee>).IsAch ? 0 : 2.95,
    })),
  ];
}
