// The back end's checks of new ACH and card data (spec 2 §8 Payment method errors).
import type { AchDataSchema, CardDataSchema } from '@portal/api-contract/payments/payment-methods';
import type * as v from 'valibot';
import { invalid } from '../http/http-error.ts';
import { hasValidAbaCheckDigit } from '@portal/field-rules/routing-number';
import { findBank } from './banks.ts';
import {
  cardNumberLength,
  detectCardBrand,
  passesLuhn,
  securityCodeLength,
} from '@portal/field-rules/card-number';
import { isExpired } from './card-checks.ts';

export interface AchData {
  accountType: 'Checking' | 'Savings';
  routingNumber: string;
  accountNumber: string;
  ownerName: string;
}

/** ACH data as the contract parsed it; a payment's single-use account sends it partial. */
type SentAch = Partial<v.InferOutput<typeof AchDataSchema>>;

export function readAch(sent: SentAch): AchData {
  // Without its numbers a single-use account is malformed, as a saved one's would be.
  if (sent.RoutingNumber === undefined || sent.AccountNumber === undefined) throw invalid();
  return {
    accountType: sent.AccountType ?? 'Checking',
    routingNumber: sent.RoutingNumber,
    accountNumber: sent.AccountNumber,
    ownerName: sent.OwnerName ?? '',
  };
}

/** The validation code of spec 2 §8, or null when the ACH data is good. */
export function achRefusal(ach: AchData): string | null {
  if (!hasValidAbaCheckDigit(ach.routingNumber)) return 'RoutingNumberInvalid';
  if (!findBank(ach.routingNumber)) return 'RoutingNumberAchNotAllowed';
  if (!/^\d{1,17}$/.test(ach.accountNumber) || /^0+$/.test(ach.accountNumber))
    return 'RoutingAccountInvalidInternal';
  // A test hook: accounts starting 999 are refused by the third-party verifier.
  if (ach.accountNumber.startsWith('999')) return 'RoutingAccountInvalidThirdParty';
  return null;
}

export interface CardData {
  cardNumber: string;
  expiration: string;
  securityCode: string;
  debitCredit: 'DebitCard' | 'CreditCard';
  brand: string;
}

/** Card data as the contract parsed it; a payment's single-use card sends it partial. */
type SentCard = Partial<v.InferOutput<typeof CardDataSchema>>;

export function readCard(sent: SentCard): CardData {
  if (sent.CardNumber === undefined || sent.ExpirationDate === undefined) throw invalid();
  return {
    cardNumber: sent.CardNumber.replace(/[\s-]/g, ''),
    expiration: sent.ExpirationDate,
    securityCode: sent.SecurityCode ?? '',
    debitCredit: sent.DebitCreditType ?? 'DebitCard',
    brand: '',
  };
}

export function cardRefusal(card: CardData, now: Date): string | null {
  const brand = detectCardBrand(card.cardNumber);
  if (!brand || card.cardNumber.length !== cardNumberLength(brand) || !passesLuhn(card.cardNumber))
    return 'InvalidInformation';
  const cvvLength = securityCodeLength(brand);
  if (card.securityCode !== '' && !new RegExp(`^\\d{${cvvLength}}$`).test(card.securityCode))
    return 'InvalidInformation';
  if (isExpired(card.expiration, now)) return 'CardExpired';
  return null;
}
