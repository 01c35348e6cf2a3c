// The app composes the make-payment page from the features that own its parts (see
// lib/payment-sections.tsx): features never import each other, the app may import them all.
import type { PaymentSections } from '../lib/payment-sections';
import { lazyPart } from '@portal/ui/lazy-part';

// The new-method forms (and react-hook-form with them) load when a borrower adds a method,
// not with the page: most payments use a saved one (issue 14, each route pays for its own).
// Rendered inside a Suspense boundary by the loan's payment.
const NewMethodModal = lazyPart(() =>
  import('../features/payment-methods/components/new-method-modal').then((m) => m.NewMethodModal),
);

// The loan's scheduled and recurring payments and its wallet dialog show only once a loan is
// chosen: the page starts them with the loan's payment (preloadLoanSections), and once loaded they
// render without suspending again (a second fallback would also cost React's 300 ms throttle).
const loadLoanSections = () => import('./loan-sections');
const RecurringPaymentInfo = lazyPart(() => loadLoanSections().then((m) => m.RecurringPaymentInfo));
const ScheduledPaymentList = lazyPart(() => loadLoanSections().then((m) => m.ScheduledPaymentList));
const WalletModal = lazyPart(() => loadLoanSections().then((m) => m.WalletModal));

export const paymentSections: PaymentSections = {
  NewMethodModal,
  RecurringPaymentInfo,
  ScheduledPaymentList,
  WalletModal,
  preloadLoanSections: () =>
    Promise.all([RecurringPaymentInfo, ScheduledPaymentList, WalletModal].map((s) => s.preload())),
};
