// The payment method a borrower picked, and how it is labelled (spec 2 §2 Saved payment methods,
// Single-use method display). Single-use data lives only in memory, never in storage.
import type { SavedMethod } from '../api/payment-info';
import type { DebitCredit, PaymentType } from './fees';

export interface SingleUseAch {
  accountType: 'Checking' | 'Savings';
  routingNumber: string;
  accountNumber: string;
  ownerName: string;
}

export interface SingleUseCard {
  cardNumber: string;
  /** visa, amex, master or discover. */
  cardType: string;
  /** MM/yy. */
  expirationDate: string;
  securityCode: string;
  debitCredit: DebitCredit;
  firstName: string;
  lastName: string;
  billingAddress: {
    zipCode: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
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
  if (method.isCard) {
    const expiry = method.expirationDate ? ` Exp. ${method.expirationDate}` : '';
    return `${method.cardType || 'Card'} x${method.lastFour}${expiry}`;
  }
  return `${method.accountType || 'Account'} x${method.lastFour}`;
}

/** The default-method line: "Card ending with x1881" or "Account ending with x4321". */
export const defaultMethodLine = (isCard: boolean, lastFour: string): string =>
  `${isCard ? 'Card' : 'Account'} ending with x${lastFour}`;

export function fromSaved(method: SavedMethod): ChosenMethod {
  return {
    type: method.isCard ? 'Card' : 'ACH',
    saved: method,
    singleUseAch: null,
    singleUseCard: null,
    debitCredit: method.debitCreditType === 'CreditCard' ? 'CreditCard' : 'DebitCard',
    lastFour: method.lastFour,
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
  if (method.singleUseAch) return `${method.singleUseAch.accountType} x${method.lastFour}`;
  if (method.singleUseCard) return `${method.singleUseCard.cardType} x${method.lastFour}`;
  return method.type;
}
