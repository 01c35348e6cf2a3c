// Fees and total (spec 2 §9, §4 Frequency choice, §3 Third-party fee request).
import type { PaymentKind } from './frequencies';
import type { Cents } from '@portal/money/cents';

export type PaymentType = 'ACH' | 'Card' | 'Venmo' | 'PayPal' | 'GooglePay' | 'ApplePay';
export type DebitCredit = 'DebitCard' | 'CreditCard';

/** The institution's fees, in cents. */
export interface FirstPartyFees {
  scheduledAch: Cents;
  eCheck: Cents;
  recurringAch: Cents;
  debitCard: Cents;
  creditCard: Cents;
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
    if (kind === 'immediate') return fees.eCheck;
    if (kind === 'scheduled') return fees.scheduledAch;
    return fees.recurringAch;
  }
  if (type === 'Card') return debitCredit === 'CreditCard' ? fees.creditCard : fees.debitCard;
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

/** What the processor's fee depends on (spec 2 §3 Third-party fee request). */
export interface ThirdPartyFeeRequest {
  isAch: boolean;
  isCreditCard: boolean;
  /** Also true for a wallet payment. */
  isDebitCard: boolean;
  isImmediate: boolean;
  isOneTime: boolean;
  isRecurring: boolean;
  loanNumber: string;
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
    isAch: type === 'ACH',
    isCreditCard: isCard && debitCredit === 'CreditCard',
    // Wallet payments are charged like debit cards.
    isDebitCard: (isCard && debitCredit === 'DebitCard') || (type !== 'ACH' && !isCard),
    isImmediate: kind === 'immediate',
    isOneTime: kind !== 'recurring',
    isRecurring: kind === 'recurring',
    loanNumber,
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
