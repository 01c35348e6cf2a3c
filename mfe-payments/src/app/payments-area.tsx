import type { AreaPageProps } from '@portal/shared-contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import './payments.css';

const MakePaymentPage = lazy(() => import('../features/make-payment/components/make-payment-page'));
const ConfirmationPage = lazy(
  () => import('../features/make-payment/components/confirmation-page'),
);

// One cache for the area: payment info per loan, payoff quotes per date, fees per request.
// Server state stays here, never in the global store.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000 } },
});

/** The payments area: the make-payment page and the confirmation (spec 2 §2). */
export function PaymentsArea({ page }: AreaPageProps<'payments'>) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        {page === 'payment' ? <MakePaymentPage /> : <ConfirmationPage />}
      </Suspense>
    </QueryClientProvider>
  );
}
