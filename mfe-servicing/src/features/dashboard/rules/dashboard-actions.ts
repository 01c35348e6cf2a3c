// Which dashboard buttons show (spec 3 §2 Layouts and Dashboard).
import type { Account } from '@portal/area-kit/account-list';
import { isClosed } from '../../../lib/account-status';
import { accountKind } from '../../../lib/account-display';

/** Make Payment is hidden when EZPay is disabled or the user has no loan accounts. */
export function showMakePayment(ezPayDisabled: boolean, accounts: readonly Account[]): boolean {
  if (ezPayDisabled) return false;
  return accounts.some((account) => {
    const kind = accountKind(account.type);
    return kind === 'Loan' || kind === 'LineOfCredit';
  });
}

/** The closed-accounts toggle shows only when some account is closed. */
export function showClosedToggle(accounts: readonly Pick<Account, 'comment'>[]): boolean {
  return accounts.some(isClosed);
}
