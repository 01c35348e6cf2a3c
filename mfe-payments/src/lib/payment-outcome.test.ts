import { describe, expect, it } from '@jest/globals';
import type { ApiResult } from '@portal/wire/api-result';
import { paymentOutcome } from './payment-outcome';

// A payment is never reported as failed when it may have gone through: those answers are
// "unknown", so the page repeats the same request with the same key instead.
describe('what an answer to a payment means', () => {
  it.each<[string, ApiResult<string | null>, unknown]>([
    [
      'a reference number',
      { kind: 'ok', value: 'IP00000001' },
      { outcome: 'done', value: 'IP00000001' },
    ],
    [
      'a success without a reference',
      { kind: 'ok', value: null },
      { outcome: 'refused', code: null },
    ],
    [
      'a refusal',
      { kind: 'refused', code: 'TransactionDeclined' },
      { outcome: 'refused', code: 'TransactionDeclined' },
    ],
    ['a lost session', { kind: 'unauthorized' }, { outcome: 'refused', code: 'Unauthorized' }],
    [
      'no answer at all',
      { kind: 'unavailable', reason: 'network', status: 0 },
      { outcome: 'unknown' },
    ],
    [
      'a 502 without a code',
      { kind: 'unavailable', reason: 'http', status: 502 },
      { outcome: 'unknown' },
    ],
    [
      'an unreadable 200',
      { kind: 'unavailable', reason: 'contract', status: 200 },
      { outcome: 'unknown' },
    ],
    [
      'a 400 without a code',
      { kind: 'unavailable', reason: 'http', status: 400 },
      { outcome: 'refused', code: null },
    ],
  ])('%s', (_, result, outcome) => expect(paymentOutcome(result)).toEqual(outcome));
});
