import { describe, expect, it } from '@jest/globals';
import type { Account } from '@portal/area-kit/account-list';
import { PLACEHOLDER_LOAN } from '../components/placeholder-loan';
import { loansDue } from './loans-due';

const account = (number: string, type: number, due: string | null, comment = ''): Account => ({
  ...PLACEHOLDER_LOAN,
  number,
  description: number,
  type,
  comment,
  loanDueDate: due,
});

describe('loansDue (the dashboard’s first section: what is due, soonest first)', () => {
  it.each<[string, Account[], string[]]>([
    [
      'loans and lines of credit, the soonest due first',
      [account('auto', 0, '2026-12-05'), account('heloc', 9, '2026-11-25')],
      ['heloc', 'auto'],
    ],
    [
      'deposits and investments owe nothing',
      [account('savings', 1, null), account('ira', 7, null), account('auto', 0, '2026-12-05')],
      ['auto'],
    ],
    [
      'a closed loan is not due',
      [account('old', 0, '2026-11-20', 'CLOSED'), account('auto', 0, '2026-12-05')],
      ['auto'],
    ],
    [
      'a loan without a due date comes last; equal dates keep their order',
      [account('none', 0, null), account('b', 0, '2026-12-05'), account('a', 0, '2026-12-05')],
      ['b', 'a', 'none'],
    ],
    ['no loans: nothing due', [account('savings', 1, null)], []],
  ])('%s', (_case, accounts, numbers) => {
    expect(loansDue(accounts).map((loan) => loan.number)).toEqual(numbers);
  });
});
