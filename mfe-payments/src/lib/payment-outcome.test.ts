import { describe, expect, it } from '@jest/globals';
import type { ApiResult } from '@portal/wire/api-result';
import { paymentOutcome } from './payment-outcome';

// SPEC-NOTES "A definite refusal is not an unknown outcome": any answer of the back end is known;
// only no answer, a timeout or a 5xx leaves it unknown ("do not submit again", spec 2 §8).
describe('paymentOutcome', () => {
  it.each<[string, ApiResult<string | null>, ReturnType<typeof paymentOutcome>]>([
    [
      'a reference number',
      { kind: 'ok', value: 'IP12345678' },
      { outcome: 'done', value: 'IP12345678' },
    ],
    ['a success without one', { kind: 'ok', value: null }, { outcome: 'refused', code: null }],
    [
      'a coded refusal',
      { kind: 'refused', code: 'TransactionDeclined' },
      { outcome: 'refused', code: 'TransactionDeclined' },
    ],
    ['a refusal without text', { kind: 'refused', code: '' }, { outcome: 'refused', code: '' }],
    [
      'a 4xx without a code',
      { kind: 'unavailable', reason: 'http', status: 400 },
      { outcome: 'refused', code: null },
    ],
    [
      'a 5xx without a code',
      { kind: 'unavailable', reason: 'http', status: 503 },
      { outcome: 'unknown' },
    ],
    ['no answer', { kind: 'unavailable', reason: 'network', status: 0 }, { outcome: 'unknown' }],
  ])('%s', (_, result, expected) => {
    expect(paymentOutcome(result)).toEqual(expected);
  });
});
