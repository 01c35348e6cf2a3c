// Each page is its own module, loaded on demand or ahead of its first render (the shell asks for
// the page a cold load lands on: shared-contracts AreaModule.preload).
import { preloadablePage, type PreloadablePage } from '@portal/area-kit/preloadable-page';
import type { AreaPage } from '@portal/shared-contracts';
import { withAreaQueries } from '@portal/area-kit/with-area-queries';

// The payment page gets the area's query cache with it (withAreaQueries); the confirmation runs
// no query, and comes without TanStack Query (issue 14, item 4).
export const PAGES = {
  payment: preloadablePage(() =>
    withAreaQueries(
      'payments',
      import(/* webpackChunkName: "page-payment" */ './make-payment-route'),
      import(/* webpackChunkName: "page-payment" */ '@portal/area-kit/area-queries'),
    ),
  ),
  paymentConfirm: preloadablePage(
    () =>
      import(
        /* webpackChunkName: "page-paymentConfirm" */ '../features/confirmation/components/confirmation-page'
      ),
  ),
} satisfies Record<AreaPage<'payments'>, PreloadablePage<object>>;

export function preloadPaymentsPage(page: AreaPage<'payments'>): Promise<void> {
  return PAGES[page].preload();
}
