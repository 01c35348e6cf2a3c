import { describe, expect, it } from '@jest/globals';
import { loanDue, loanOptionLabel } from './loan-choice';

const loan = {
  description: 'Auto Loan',
  number: '00011002347',
  loanAmountDue: 38917,
  loanDueDate: '2026-12-10',
};

describe('the loan chooser (spec 2 §3)', () => {
  it.each([
    [loan, 1, 'Auto Loan 0001100234 – $389.17 due 12/10/2026'],
    [loan, 0, 'Auto Loan 00011002347 – $389.17 due 12/10/2026'],
    [{ ...loan, loanDueDate: null }, 1, 'Auto Loan 0001100234 – $389.17'],
  ])('names %j (check digits %p) "%s"', (account, checkDigits, label) => {
    expect(loanOptionLabel(account, checkDigits)).toBe(label);
  });

  it.each([
    [loan, { amount: '$389.17', date: '12/10/2026' }],
    [
      { ...loan, loanAmountDue: 0, loanDueDate: null },
      { amount: '$0.00', date: '' },
    ],
  ])('says %j is due as %j', (account, due) => {
    expect(loanDue(account)).toEqual(due);
  });
});
