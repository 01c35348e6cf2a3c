// Fees and total (spec 2 §9, §4 Frequency choice, §3 Third-party fee request).
import type { PaymentKind } from './frequencies';
import type { Cents } from '@portal/money/cents';

export type PaymentType = 'ACH' | 'Card' | 'Venmo' | 'PayPal' | 'GooglePay' | 'ApplePay';
export type DebitCredit = 'DebitCard' | 'CreditCard';

/** The institution's fees, in cents. */
export interface FirstPartyFees {
  ScheduledAchFee: Cents;
  ECheckFeeAmount: Cents;
  RecurringAchFee: Cents;
  DebitCardFeeAmount: Cents;
  CreditCardFeeAmount: Cents;
}

/**
 * ACH one-time uses the e-check fee, scheduled ACH the scheduled fee, recurring ACH the recurring
 * fee; a card uses the debit or credit fee by card type. Wallets carry no first-party fee (the
 * spec names none for them).
 */
export function firstPartyFee(
  type: PaymentType,
  kind: PaymentKind,
  debitCredit: DebitCredit,
  fees: FirstPartyFees,
): Cents {
  if (type === 'ACH') {
    if (kind === 'immediate') return fees.ECheckFeeAmount;
    if (kind === 'scheduled') return fees.ScheduledAchFee;
    return fees.RecurringAchFee;
  }
  if (type === 'Card')
    return debitCredit === 'CreditCard' ? fees.CreditCardFeeAmount : fees.DebitCardFeeAmount;
  return 0;
}

export interface TotalParts {
  amount: Cents;
  firstPartyFee: Cents;
  thirdPartyFee: Cents;
  additionalPrincipal: Cents;
}

/** Spec 2 §9: amount + first-party fee + third-party fee + additional principal, in cents. */
export const paymentTotal = (parts: TotalParts): Cents =>
  parts.amount + parts.firstPartyFee + parts.thirdPartyFee + parts.additionalPrincipal;

/** The fee line shows only when the fees add up to more than 0. */
export const showsFeeLine = (firstParty: number, thirdParty: number): boolean =>
  firstParty + thirdParty > 0;

export interface ThirdPartyFeeRequest {
  IsAch: boolean;
  IsCreditCard: boolean;
  IsDebitCard: boolean;
  IsImmediate: boolean;
  IsOneTime: boolean;
  IsRecurring: boolean;
  LoanNumber: string;
}

/** Venmo and PayPal skip the fee call, and so does everything when third-party fees are off. */
export function needsThirdPartyFee(type: PaymentType, thirdPartyFeesOn: boolean): boolean {
  return thirdPartyFeesOn && type !== 'Venmo' && type !== 'PayPal';
}

export function thirdPartyFeeRequest(
  type: PaymentType,
  debitCredit: DebitCredit,
  kind: PaymentKind,
  loanNumber: string,
): ThirdPartyFeeRequest {
  const isCard = type === 'Card';
  return {
    IsAch: type === 'ACH',
    IsCreditCard: isCard && debitCredit === 'CreditCard',
    // Wallet payments are charged like debit cards.
    IsDebitCard: (isCard && debitCredit === 'DebitCard') || (type !== 'ACH' && !isCard),
    IsImmediate: kind === 'immediate',
    IsOneTime: kind !== 'recurring',
    IsRecurring: kind === 'recurring',
    LoanNumber: loanNumber,
  };
}

/** Additional principal: recurring (or days-before-due) ACH only, when setup allows. */
export function allowsAdditionalPrincipal(
  type: PaymentType,
  kind: PaymentKind,
  settingOn: boolean,
): boolean {
  return settingOn && type === 'ACH' && kind === 'recurring';
}
