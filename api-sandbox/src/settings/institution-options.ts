// Fixed institution options: lengths the login and registration forms check, and the shape of
// account numbers (office digits + account digits + check digit = 11 digits).

export const INSTITUTION_OPTIONS = {
  PasswordMinimumLength: 8,
  UserNameMinimumLength: 8,
  CdnFolder: 'sandbox',
  Loan: { Office: 4, Account: 6, CheckDigit: 1 },
  Deposit: { Office: 4, Account: 6, CheckDigit: 1 },
} as const;
