// Each page is its own module, loaded on demand or ahead of its first render (the shell asks for
// the page a cold load lands on: shared-contracts AreaModule.preload).
import { preloadablePage, type PreloadablePage } from '@portal/area-kit/preloadable-page';
import type { AreaPage } from '@portal/shared-contracts';

export const PAGES = {
  payment: preloadablePage(
    () => import(/* webpackChunkName: "page-payment" */ './make-payment-route'),
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
