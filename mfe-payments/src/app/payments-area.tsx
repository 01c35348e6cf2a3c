import type { AreaPageProps } from '@portal/shared-contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { areaQueryClient } from '@portal/area-kit/area-query-client';
import { lazy, Suspense } from 'react';
import './payments.css';

const MakePaymentPage = lazy(() => import('../features/make-payment/components/make-payment-page'));
const ConfirmationPage = lazy(
  () => import('../features/make-payment/components/confirmation-page'),
);

/** The payments area: the make-payment page and the confirmation (spec 2 §2). */
export function PaymentsArea({ page }: AreaPageProps<'payments'>) {
  return (
    <QueryClientProvider client={areaQueryClient()}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        {page === 'payment' ? <MakePaymentPage /> : <ConfirmationPage />}
      </Suspense>
    </QueryClientProvider>
  );
}
