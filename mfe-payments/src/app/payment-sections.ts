// The app composes the make-payment page from the features that own its parts (see
// lib/payment-sections.tsx): features never import each other, the app may import them all.
import { lazy } from 'react';
import type { PaymentSections } from '../lib/payment-sections';
import { RecurringPaymentInfo } from '../features/scheduled-payments/components/recurring-payment-info';
import { ScheduledPaymentList } from '../features/scheduled-payments/components/scheduled-payment-list';
import { WalletModal } from '../features/wallet/components/wallet-modal';

// The new-method forms (and react-hook-form with them) load when a borrower adds a method,
// not with the page: most payments use a saved one (issue 14, each route pays for its own).
// Rendered inside a Suspense boundary by the loan's payment.
const NewMethodModal = lazy(() =>
  import('../features/payment-methods/components/new-method-modal').then((m) => ({
    default: m.NewMethodModal,
  })),
);

export const paymentSections: PaymentSections = {
  NewMethodModal,
  RecurringPaymentInfo,
  ScheduledPaymentList,
  WalletModal,
};
