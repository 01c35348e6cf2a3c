// The app composes the make-payment page from the features that own its parts (see
// lib/payment-sections.tsx): features never import each other, the app may import them all.
import type { PaymentSections } from '../lib/payment-sections';
import { NewMethodModal } from '../features/payment-methods/components/new-method-modal';
import { RecurringPaymentInfo } from '../features/scheduled-payments/components/recurring-payment-info';
import { ScheduledPaymentList } from '../features/scheduled-payments/components/scheduled-payment-list';
import { WalletModal } from '../features/wallet/components/wallet-modal';

export const paymentSections: PaymentSections = {
  NewMethodModal,
  RecurringPaymentInfo,
  ScheduledPaymentList,
  WalletModal,
};
