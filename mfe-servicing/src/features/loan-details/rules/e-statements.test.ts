import { describe, expect, it } from '@jest/globals';
import { statementAccess, statementYears } from './e-statements';

describe('e-statement rules', () => {
  it('offers the current year and the three before it', () => {
    expect(statementYears('2026-11-22')).toEqual([2026, 2025, 2024, 2023]);
  });

  it.each([
    [0, 'direct'],
    [1, 'external'],
    [3, 'external'],
    [4, 'download'],
    [9, 'direct'],
  ])('provider %p opens by %p', (provider, access) => {
    expect(statementAccess(provider)).toBe(access);
  });
});
