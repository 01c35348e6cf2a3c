import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import {
  individualOrJoint,
  maskDate,
  PAYOFF_DATE_ERROR,
  payoffDateError,
  shouldFetchInsurance,
} from './loan-actions';

const now = DateTime.fromISO('2026-11-22T15:00:00');

describe('loan dialog rules (spec 3)', () => {
  it.each([
    ['2026-11-23', true],
    ['2026-11-22T15:00:00', false],
    ['2026-11-22T10:00:00', false],
    ['2020-01-01', false],
    [null, true],
  ])('maturity %p: fetch insurance %p', (maturity, fetch) => {
    expect(shouldFetchInsurance(maturity ? DateTime.fromISO(maturity) : null, now)).toBe(fetch);
  });

  it.each([
    [1, 'Individual'],
    [2, 'Joint'],
    [0, 'None'],
    [3, 'None'],
  ])('IsIndividual %p reads %p', (value, shown) => {
    expect(individualOrJoint(value)).toBe(shown);
  });

  it.each([
    ['2026-11-22', null],
    ['2026-11-30', null],
    ['2026-11-21', PAYOFF_DATE_ERROR],
    ['not a date', PAYOFF_DATE_ERROR],
  ])('payoff date %p gives %p', (date, error) => {
    expect(payoffDateError(DateTime.fromISO(date), now)).toBe(error);
  });

  it.each([
    ['1', '1'],
    ['112', '11/2'],
    ['11222026', '11/22/2026'],
    ['11/22/20261', '11/22/2026'],
    ['ab12cd', '12'],
  ])('masks %p as %p', (typed, shown) => {
    expect(maskDate(typed)).toBe(shown);
  });
});
