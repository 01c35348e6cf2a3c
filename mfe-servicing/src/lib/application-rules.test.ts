import { describe, expect, it } from '@jest/globals';
import {
  applicationDetailsErrors,
  applicationErrors,
  applicationForDetails,
} from './application-rules';

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

describe('application details errors (spec 3 §8: mapped to messages)', () => {
  it.each<[string, boolean, { ErrorMessage: string }[], string[]]>([
    ['no error', true, [], []],
    [
      'ApplicationNotFound',
      false,
      [{ ErrorMessage: 'ApplicationNotFound' }],
      ['We could not find that application.'],
    ],
    ['an unknown bare code', false, [{ ErrorMessage: 'HostTimeout' }], ['Error']],
    [
      'a sentence from the server',
      false,
      [{ ErrorMessage: 'Try again later.' }],
      ['Try again later.'],
    ],
    ['no error listed', false, [], ['Error']],
  ])('%s', (_, ok, errors, shown) => {
    expect(applicationDetailsErrors(ok, errors)).toEqual(shown);
  });
});
