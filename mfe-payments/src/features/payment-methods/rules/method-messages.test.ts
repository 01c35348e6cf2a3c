import { describe, expect, it } from '@jest/globals';
import { achValidationMessage, saveMethodMessage } from './method-messages';

describe('payment method errors (spec 2 §8)', () => {
  it.each([
    ['RoutingNumberInvalid', 'Invalid routing number.'],
    ['RoutingNumberAchNotAllowed', 'Invalid routing number.'],
    ['RoutingAccountInvalidThirdParty', 'Invalid account number.'],
    ['RoutingAccountInvalidInternal', 'Invalid account number.'],
    ['Unauthorized', 'An error occurred.'],
    [undefined, 'An error occurred.'],
  ])('ACH validation %s gives %j', (code, message) =>
    expect(achValidationMessage(code)).toBe(message),
  );

  it.each([
    ['AlreadyExists', 'Payment method already exists.'],
    ['InvalidData', 'An error occurred.'],
    [undefined, 'An error occurred.'],
  ])('saving %s gives %j', (code, message) => expect(saveMethodMessage(code)).toBe(message));
});
