// The parts of a chosen loan's payment that other features own: one chunk, downloaded beside
// the loan's payment (app/payment-sections.ts), not with the loan chooser.
export { RecurringPaymentInfo } from '../features/scheduled-payments/components/recurring-payment-info';
export { ScheduledPaymentList } from '../features/scheduled-payments/components/scheduled-payment-list';
export { WalletModal } from '../features/wallet/components/wallet-modal';
