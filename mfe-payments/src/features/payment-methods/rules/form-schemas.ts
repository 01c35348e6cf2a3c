// valibot schemas of the new-method forms, built from the rules so the messages are the spec's.
import type { DateTime } from 'luxon';
import * as v from 'valibot';
import { accountNumberError, ACH_MESSAGES, ownerNameError, routingNumberError } from './ach-fields';
import { detectCardBrand, type CardBrand } from '@portal/field-rules/card-number';
import { cardNumberError } from '../../../lib/card-brand';
import {
  addressFieldError,
  CARD_FIELD_MESSAGES,
  cardNameError,
  expirationError,
  securityCodeError,
  zipCodeError,
} from './card-fields';

/** A string field checked by one of the rules (null = fine, else the message). */
const ruled = (rule: (value: string) => string | null) =>
  v.pipe(
    v.string(),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const message = rule(dataset.value);
      if (message) addIssue({ message });
    }),
  );

export interface AchFormValues {
  accountType: 'Checking' | 'Savings';
  ownerName: string;
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
}

export function achFormSchema(confirmShown: boolean) {
  return v.pipe(
    v.object({
      accountType: v.picklist(['Checking', 'Savings']),
      ownerName: ruled(ownerNameError),
      routingNumber: ruled(routingNumberError),
      accountNumber: ruled(accountNumberError),
      confirmAccountNumber: confirmShown
        ? v.pipe(v.string(), v.trim(), v.nonEmpty(ACH_MESSAGES.confirmRequired))
        : v.string(),
    }),
    v.forward(
      v.partialCheck(
        [['accountNumber'], ['confirmAccountNumber']],
        (input) =>
          !confirmShown || input.accountNumber.trim() === input.confirmAccountNumber.trim(),
        ACH_MESSAGES.confirmMismatch,
      ),
      ['confirmAccountNumber'],
    ),
  );
}

export interface CardFormValues {
  debitCredit: 'DebitCard' | 'CreditCard';
  firstName: string;
  lastName: string;
  cardNumber: string;
  expiration: string;
  securityCode: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
}

export const cardBrandOf = (cardNumber: string): CardBrand | null =>
  detectCardBrand(cardNumber.replace(/[\s-]/g, ''));

export function cardFormSchema(
  allowedBrands: readonly CardBrand[],
  fullAddress: boolean,
  now: DateTime,
) {
  return v.pipe(
    v.object({
      debitCredit: v.picklist(['DebitCard', 'CreditCard']),
      firstName: ruled(cardNameError),
      lastName: ruled(cardNameError),
      cardNumber: ruled((value) => cardNumberError(value, allowedBrands)),
      expiration: ruled((value) => expirationError(value, now)),
      securityCode: v.pipe(v.string(), v.trim(), v.nonEmpty(CARD_FIELD_MESSAGES.cvvRequired)),
      address1: ruled((value) =>
        addressFieldError(value, fullAddress, CARD_FIELD_MESSAGES.address1Required),
      ),
      address2: ruled((value) => addressFieldError(value, false, '')),
      city: ruled((value) =>
        addressFieldError(value, fullAddress, CARD_FIELD_MESSAGES.cityRequired),
      ),
      state: ruled((value) =>
        addressFieldError(value, fullAddress, CARD_FIELD_MESSAGES.stateRequired),
      ),
      zipCode: ruled(zipCodeError),
    }),
    // The code's length depends on the brand: 4 digits for amex, else 3.
    v.forward(
      v.partialCheck(
        [['cardNumber'], ['securityCode']],
        (input) => securityCodeError(input.securityCode, cardBrandOf(input.cardNumber)) === null,
        CARD_FIELD_MESSAGES.cvvInvalid,
      ),
      ['securityCode'],
    ),
  );
}
