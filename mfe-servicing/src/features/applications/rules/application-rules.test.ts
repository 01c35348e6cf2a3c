import { describe, expect, it } from '@jest/globals';
import { applicationErrors, applicationForDetails } from './application-rules';

const row = (FundsExpected: string | null) => ({
  ApplicationNumber: '20250101',
  Status: 'In Review',
  AmountRequested: 1,
  AmountApproved: 0,
  LastModified: null,
  Office: '0001',
  FundsExpected,
});

describe('application rules (spec 3)', () => {
  it.each([
    ['0001-01-01T00:00:00', null],
    [null, null],
    ['2026-12-01T00:00:00', '2026-12-01T00:00:00'],
  ])('funds expected %p is passed on as %p', (funds, passed) => {
    expect(applicationForDetails(row(funds)).FundsExpected).toBe(passed);
  });

  it.each([
    [true, [], []],
    [false, [], ['Error']],
    [false, [{ ErrorMessage: 'Bad' }], ['Bad']],
  ])('HasNoErrors %p with %j shows %j', (ok, errors, shown) => {
    expect(applicationErrors(ok, errors)).toEqual(shown);
  });
});
