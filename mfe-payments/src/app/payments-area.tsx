import type { AreaPageProps } from '@portal/shared-contracts';
import { Suspense } from 'react';
// The building blocks' styles load with the area, once, rather than copied into each lazy page.
import '@portal/ui/styles.css';
import './payments.css';
import { PAGES } from './payments-pages';

/** The payments area: the make-payment page and the confirmation (spec 2 §2). */
export function PaymentsArea({ page }: AreaPageProps<'payments'>) {
  const { Page } = PAGES[page];
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <Page />
    </Suspense>
  );
}
