import { getPortal } from '@portal/shared-contracts';

/**
 * Tells every area that what it loaded of the borrower's accounts no longer holds: servicing's
 * dashboard and loan page show balances, amounts due, recurring and scheduled payments and the
 * default payment method, which a payment, a deletion or a change of methods here alters.
 */
export function announceAccountsChanged(reason: 'payment' | 'payment-deleted' | 'payment-methods') {
  getPortal().bus.emit('accounts-refreshed', { reason });
}
