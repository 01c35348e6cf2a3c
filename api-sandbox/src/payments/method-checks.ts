// The back end's checks of new ACH and card data (spec 2 §8 Payment method errors).
import { optionalString, requireString } from '../http/fields.ts';
import type { JsonObject } from '../http/read-body.ts';
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

export function readAch(body: JsonObject): AchData {
  const accountType = optionalString(body, 'AccountType', 16) ?? 'Checking';
  return {
    accountType: accountType === 'Savings' ? 'Savings' : 'Checking',
    routingNumber: requireString(body, 'RoutingNumber', 32),
    accountNumber: requireString(body, 'AccountNumber', 32),
    ownerName: optionalString(body, 'OwnerName', 128) ?? '',
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

export function readCard(body: JsonObject): CardData {
  const debitCredit = optionalString(body, 'DebitCreditType', 16) ?? 'DebitCard';
  return {
    cardNumber: requireString(body, 'CardNumber', 32).replace(/[\s-]/g, ''),
    expiration: requireString(body, 'ExpirationDate', 8),
    securityCode: optionalString(body, 'SecurityCode', 8) ?? '',
    debitCredit: debitCredit === 'CreditCard' ? 'CreditCard' : 'DebitCard',
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
