// The app composes the make-payment page from the features that own its parts (see
// lib/payment-sections.tsx): features never import each other, the app may import them all.
import { lazy } from 'react';
import type { PaymentSections } from '../lib/payment-sections';
import { WalletModal } from '../features/wallet/components/wallet-modal';

// The new-method forms (and react-hook-form with them) load when a borrower adds a method,
// not with the page: most payments use a saved one (issue 14, each route pays for its own).
// Rendered inside a Suspense boundary by the loan's payment.
const NewMethodModal = lazy(() =>
  import('../features/payment-methods/components/new-method-modal').then((m) => ({
    default: m.NewMethodModal,
  })),
);

// The scheduled and recurring payments compute with luxon: like the loan's payment that shows
// them, they load once a loan is chosen, not with the account chooser (issue 14).
const loadRecurringPaymentInfo = () =>
  import('../features/scheduled-payments/components/recurring-payment-info');
const loadScheduledPaymentList = () =>
  import('../features/scheduled-payments/components/scheduled-payment-list');
const RecurringPaymentInfo = lazy(() =>
  loadRecurringPaymentInfo().then((m) => ({ default: m.RecurringPaymentInfo })),
);
const ScheduledPaymentList = lazy(() =>
  loadScheduledPaymentList().then((m) => ({ default: m.ScheduledPaymentList })),
);

export const paymentSections: PaymentSections = {
  NewMethodModal,
  RecurringPaymentInfo,
  ScheduledPaymentList,
  WalletModal,
  preload() {
    void loadRecurringPaymentInfo();
    void loadScheduledPaymentList();
  },
};
