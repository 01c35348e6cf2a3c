// The payment method a borrower picked, and how it is labelled (spec 2 §2 Saved payment methods,
// Single-use method display). Single-use data lives only in memory, never in storage.
import type { SavedMethod } from '../api/payment-info';
import type { DebitCredit, PaymentType } from './fees';

export interface SingleUseAch {
  AccountType: 'Checking' | 'Savings';
  RoutingNumber: string;
  AccountNumber: string;
  OwnerName: string;
}

export interface SingleUseCard {
  CardNumber: string;
  CardType: string;
  ExpirationDate: string;
  SecurityCode: string;
  DebitCreditType: DebitCredit;
  CardHolderFirstName: string;
  CardHolderLastName: string;
  BillingAddress: {
    ZipCode: string;
    Address1: string;
    Address2: string;
    City: string;
    State: string;
  };
}

export interface ChosenMethod {
  type: PaymentType;
  saved: SavedMethod | null;
  singleUseAch: SingleUseAch | null;
  singleUseCard: SingleUseCard | null;
  debitCredit: DebitCredit;
  lastFour: string;
}

export const WALLET_TYPES: readonly PaymentType[] = ['GooglePay', 'ApplePay', 'Venmo', 'PayPal'];

export const isWallet = (type: PaymentType): boolean => WALLET_TYPES.includes(type);

/** "Checking x4321" or "visa x1881 Exp. 08/29". */
export function savedMethodLabel(method: SavedMethod): string {
  if (method.IsCard) {
    const expiry = method.ExpirationDate ? ` Exp. ${method.ExpirationDate}` : '';
    return `${method.CardType || 'Card'} x${method.LastFour}${expiry}`;
  }
  return `${method.AccountType || 'Account'} x${method.LastFour}`;
}

/** The default-method line: "Card ending with x1881" or "Account ending with x4321". */
export const defaultMethodLine = (isCard: boolean, lastFour: string): string =>
  `${isCard ? 'Card' : 'Account'} ending with x${lastFour}`;

export function fromSaved(method: SavedMethod): ChosenMethod {
  return {
    type: method.IsCard ? 'Card' : 'ACH',
    saved: method,
    singleUseAch: null,
    singleUseCard: null,
    debitCredit: method.DebitCreditType === 'CreditCard' ? 'CreditCard' : 'DebitCard',
    lastFour: method.LastFour,
  };
}

export function walletMethod(type: PaymentType): ChosenMethod {
  return {
    type,
    saved: null,
    singleUseAch: null,
    singleUseCard: null,
    debitCredit: 'DebitCard',
    lastFour: '',
  };
}

/** How the confirmation names the account or card paid from. */
export function paidFromLabel(method: ChosenMethod): string {
  if (method.saved) return savedMethodLabel(method.saved);
  if (method.singleUseAch) return `${method.singleUseAch.AccountType} x${method.lastFour}`;
  if (method.singleUseCard) return `${method.singleUseCard.CardType} x${method.lastFour}`;
  return method.type;
}
