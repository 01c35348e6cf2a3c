import { describe, expect, it } from '@jest/globals';
import { defaultMethodLine, savedMethodLabel } from './chosen-method';

const base = {
  profileId: 'PM-1',
  accountType: '',
  cardType: '',
  expirationDate: '',
  debitCreditType: '',
};

describe('saved method labels (spec 2 §2)', () => {
  it.each([
    [{ ...base, isCard: false, lastFour: '4321', accountType: 'Checking' }, 'Checking x4321'],
    [
      { ...base, isCard: true, lastFour: '1881', cardType: 'visa', expirationDate: '08/29' },
      'visa x1881 Exp. 08/29',
    ],
  ])('%j → %s', (method, label) => expect(savedMethodLabel(method)).toBe(label));

  it.each([
    [true, '1881', 'Card ending with x1881'],
    [false, '4321', 'Account ending with x4321'],
  ])('default line (card %s)', (isCard, lastFour, line) =>
    expect(defaultMethodLine(isCard, lastFour)).toBe(line),
  );
});
