import type { AreaPageProps } from '@portal/shared-contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { areaQueryClient } from '@portal/area-kit/area-query-client';
import { lazy, Suspense } from 'react';
// The building blocks' styles load with the area, once, rather than copied into each lazy page.
import '@portal/ui/styles.css';
import './payments.css';

const MakePaymentPage = lazy(
  () => import(/* webpackChunkName: "page-payment" */ './make-payment-route'),
);
const ConfirmationPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-paymentConfirm" */ '../features/confirmation/components/confirmation-page'
    ),
);

/** The payments area: the make-payment page and the confirmation (spec 2 §2). */
export function PaymentsArea({ page }: AreaPageProps<'payments'>) {
  return (
    <QueryClientProvider client={areaQueryClient('payments')}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        {page === 'payment' ? <MakePaymentPage /> : <ConfirmationPage />}
      </Suspense>
    </QueryClientProvider>
  );
}
