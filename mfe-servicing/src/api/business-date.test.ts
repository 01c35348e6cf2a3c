import { describe, expect, it } from '@jest/globals';
import { fakePortal } from '@portal/area-testing/fake-portal';
import { fetchBusinessDate } from './business-date';

describe("the institution's business day (setup/BusinessDate)", () => {
  it.each([
    ['a day', '2026-11-22', { kind: 'ok', value: '2026-11-22' }],
    ['the last day of a leap February', '2028-02-29', { kind: 'ok', value: '2028-02-29' }],
    [
      'a day that does not exist',
      '2026-02-30',
      { kind: 'unavailable', reason: 'contract', status: 200 },
    ],
  ])('%s (%s)', async (_name, businessDate, result) => {
    const { api } = fakePortal({ businessDate });
    expect(await fetchBusinessDate(api)).toEqual(result);
  });
});
