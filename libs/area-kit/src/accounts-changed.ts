import { getPortal } from '@portal/shared-contracts';

/** What changed the borrower's accounts as the other areas show them. */
export type AccountsChange = 'payment' | 'payment-deleted' | 'payment-methods' | 'account-hidden';

/**
 * Tells every area (this one too) that what it loaded of the borrower's accounts no longer
 * holds: balances, amounts due, recurring and scheduled payments, the default payment method,
 * which accounts there are. Each area's cache answers it (area-query-client.ts).
 */
export function announceAccountsChanged(reason: AccountsChange) {
  getPortal().bus.emit('accounts-refreshed', { reason });
}
