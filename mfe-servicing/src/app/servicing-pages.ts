// Route-level code splitting: each page is its own module, loaded on demand or ahead of its first
// render (the shell asks for the page a cold load lands on: shared-contracts AreaModule.preload).
import { preloadablePage, type PreloadablePage } from '@portal/area-kit/preloadable-page';
import type { AreaPage } from '@portal/shared-contracts';
import type { PageProps } from '../lib/page-props';

export const PAGES = {
  dashboard: preloadablePage(
    () =>
      import(
        /* webpackChunkName: "page-dashboard" */ '../features/dashboard/components/dashboard-page'
      ),
  ),
  loanDetails: preloadablePage(
    () =>
      import(
        /* webpackChunkName: "page-loanDetails" */ '../features/loan-details/components/loan-details-page'
      ),
  ),
  deposits: preloadablePage(
    () =>
      import(
        /* webpackChunkName: "page-deposits" */ '../features/deposit-details/components/deposit-details-page'
      ),
  ),
  documents: preloadablePage(
    () =>
      import(
        /* webpackChunkName: "page-documents" */ '../features/documents/components/ach-documents-page'
      ),
  ),
  documentCenter: preloadablePage(
    () =>
      import(
        /* webpackChunkName: "page-documentCenter" */ '../features/documents/components/document-center-page'
      ),
  ),
  locations: preloadablePage(
    () =>
      import(
        /* webpackChunkName: "page-locations" */ '../features/locations/components/locations-page'
      ),
  ),
  messages: preloadablePage(
    () =>
      import(
        /* webpackChunkName: "page-messages" */ '../features/messages/components/messages-page'
      ),
  ),
  faq: preloadablePage(
    () => import(/* webpackChunkName: "page-faq" */ '../features/faq/components/faq-page'),
  ),
  loginHistory: preloadablePage(
    () =>
      import(
        /* webpackChunkName: "page-loginHistory" */ '../features/login-history/components/login-history-page'
      ),
  ),
  applicationDetails: preloadablePage(
    () =>
      import(
        /* webpackChunkName: "page-applicationDetails" */ '../features/applications/components/application-details-page'
      ),
  ),
  requestChange: preloadablePage(
    () =>
      import(
        /* webpackChunkName: "page-requestChange" */ '../features/contact-change/components/contact-change-page'
      ),
  ),
} satisfies Record<AreaPage<'servicing'>, PreloadablePage<PageProps>>;

export function preloadServicingPage(page: AreaPage<'servicing'>): Promise<void> {
  return PAGES[page].preload();
}
