// The app composes the make-payment page from the features that own its parts (see
// lib/payment-sections.tsx): features never import each other, the app may import them all.
import { lazy } from 'react';
import type { PaymentSections } from '../lib/payment-sections';

// The new-method forms (and react-hook-form with them) load when a borrower adds a method,
// not with the page: most payments use a saved one (issue 14, each route pays for its own).
// Rendered inside a Suspense boundary by the loan's payment.
const NewMethodModal = lazy(() =>
  import('../features/payment-methods/components/new-method-modal').then((m) => ({
    default: m.NewMethodModal,
  })),
);

// The loan's scheduled and recurring payments and its wallet dialog show only once a loan is
// chosen: the page starts them with the loan's payment (preloadLoanSections), under its Suspense.
const loadLoanSections = () => import('./loan-sections');
const RecurringPaymentInfo = lazy(() =>
  loadLoanSections().then((m) => ({ default: m.RecurringPaymentInfo })),
);
const ScheduledPaymentList = lazy(() =>
  loadLoanSections().then((m) => ({ default: m.ScheduledPaymentList })),
);
const WalletModal = lazy(() => loadLoanSections().then((m) => ({ default: m.WalletModal })));

export const paymentSections: PaymentSections = {
  NewMethodModal,
  RecurringPaymentInfo,
  ScheduledPaymentList,
  WalletModal,
  preloadLoanSections: loadLoanSections,
};
