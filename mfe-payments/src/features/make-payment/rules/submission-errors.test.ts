import { describe, expect, it } from '@jest/globals';
import { describeSubmissionError } from './submission-errors';

const texts: Record<string, string> = {
  generic: 'There was a problem attempting to create a new payment.',
  transactionDeclined: 'The transaction was declined.',
  cardExpired: 'The card has expired.',
  multipleScheduledPaymentsExist: 'Multiple scheduled payments exist for this account.',
  cannotPayOnHoliday: 'A payment cannot be made on a holiday.',
};
const text = (key: string) => texts[key];

describe('submission errors (spec 2 §8)', () => {
  it.each([
    [null, 'There was a problem attempting to create a new payment.', 'error', false],
    ['', 'There was a problem attempting to create a new payment.', 'error', false],
    ['   ', 'There was a problem attempting to create a new payment.', 'error', false],
    ['Generic - ', 'There was a problem attempting to create a new payment.', 'error', false],
    ['TransactionDeclined', 'The transaction was declined.', 'error', true],
    ['CardExpired', 'The card has expired.', 'error', true],
    ['CannotPayOnHoliday', 'A payment cannot be made on a holiday.', 'error', false],
    [
      'MultipleScheduledPaymentsExist',
      'Multiple scheduled payments exist for this account.',
      'info',
      false,
    ],
    ['Generic - Bank offline', 'Bank offline', 'error', false],
    [
      'Something went wrong upstream',
      'There was a problem attempting to create a new payment.',
      'error',
      false,
    ],
    ['UnknownCode', 'There was a problem attempting to create a new payment.', 'error', false],
  ])('%j → %j (%s, disables submit: %s)', (code, message, style, disables) => {
    expect(describeSubmissionError(code, text, null)).toEqual({
      text: message,
      style,
      disablesSubmit: disables,
    });
  });

  it('adds the configured card-payment message', () => {
    expect(describeSubmissionError('TransactionDeclined', text, 'Call us.').text).toBe(
      'The transaction was declined. Call us.',
    );
  });
});
