import { describe, expect, it } from '@jest/globals';
import {
  applicationDetailsErrors,
  applicationErrors,
  applicationForDetails,
} from './application-rules';
import type { CallFailure } from './query-failure';

const row = (fundsExpected: string | null) => ({
  number: '20250101',
  status: 'In Review',
  amountRequested: 100,
  amountApproved: 0,
  lastModified: null,
  office: '0001',
  fundsExpected,
});

const refused = (code: string): CallFailure => ({ kind: 'refused', code });
const offline: CallFailure = { kind: 'unavailable', reason: 'network', status: 0 };

describe('application rules (spec 3)', () => {
  it.each([
    ['0001-01-01T00:00:00', null],
    [null, null],
    ['2026-12-01T00:00:00', '2026-12-01T00:00:00'],
  ])('funds expected %p is passed on as %p', (funds, passed) => {
    expect(applicationForDetails(row(funds)).fundsExpected).toBe(passed);
  });

  it.each<[CallFailure | null, string[]]>([
    [null, []],
    [refused(''), ['Error']],
    [refused('Bad'), ['Bad']],
    [offline, ['Error']],
  ])('a list answer failing with %j shows %j', (failure, shown) => {
    expect(applicationErrors(failure)).toEqual(shown);
  });
});

describe('application details errors (spec 3 §8: mapped to messages)', () => {
  it.each<[string, CallFailure | null, string[]]>([
    ['no error', null, []],
    [
      'ApplicationNotFound',
      refused('ApplicationNotFound'),
      ['We could not find that application.'],
    ],
    ['an unknown bare code', refused('HostTimeout'), ['Error']],
    ['a sentence from the server', refused('Try again later.'), ['Try again later.']],
    ['no code', refused(''), ['Error']],
    ['no answer', offline, ['Cannot connect to the service']],
  ])('%s', (_, failure, shown) => {
    expect(applicationDetailsErrors(failure)).toEqual(shown);
  });
});
