// The loan a skeleton draws while the account list loads: its shape, none of its content.
import type { Account } from '@portal/area-kit/account-list';

export const PLACEHOLDER_LOAN: Account = {
  number: '00000000000',
  description: 'Loan account',
  type: 0,
  balance: 0,
  availableBalance: 0,
  comment: '',
  status: '',
  rate: 0,
  loanDueDate: '2000-01-01',
  loanAmountDue: 0,
  loanPastDue: 0,
  monthlyInstallment: 0,
  feesDue: 0,
  statementPreference: '',
  nameOnAccount: '',
};
