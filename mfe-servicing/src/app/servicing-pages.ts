// Route-level code splitting: each page is its own module, loaded on demand or ahead of its first
// render (the shell asks for the page a cold load lands on: shared-contracts AreaModule.preload).
import { preloadablePage, type PreloadablePage } from '@portal/area-kit/preloadable-page';
import type { AreaPage } from '@portal/shared-contracts';
import { withAreaQueries } from '@portal/area-kit/with-area-queries';
import type { PageProps } from '../lib/page-props';

// Pages that query get the area's query cache with them (withAreaQueries); the FAQ and the
// messages page run none, and come without TanStack Query (issue 14, item 4).
export const PAGES = {
  dashboard: preloadablePage(() =>
    withAreaQueries(
      'servicing',
      import(
        /* webpackChunkName: "page-dashboard" */ '../features/dashboard/components/dashboard-page'
      ),
      import(/* webpackChunkName: "page-dashboard" */ '@portal/area-kit/area-queries'),
    ),
  ),
  loanDetails: preloadablePage(() =>
    withAreaQueries(
      'servicing',
      import(
        /* webpackChunkName: "page-loanDetails" */ '../features/loan-details/components/loan-details-page'
      ),
      import(/* webpackChunkName: "page-loanDetails" */ '@portal/area-kit/area-queries'),
    ),
  ),
  deposits: preloadablePage(() =>
    withAreaQueries(
      'servicing',
      import(
        /* webpackChunkName: "page-deposits" */ '../features/deposit-details/components/deposit-details-page'
      ),
      import(/* webpackChunkName: "page-deposits" */ '@portal/area-kit/area-queries'),
    ),
  ),
  documents: preloadablePage(() =>
    withAreaQueries(
      'servicing',
      import(
        /* webpackChunkName: "page-documents" */ '../features/documents/components/ach-documents-page'
      ),
      import(/* webpackChunkName: "page-documents" */ '@portal/area-kit/area-queries'),
    ),
  ),
  documentCenter: preloadablePage(() =>
    withAreaQueries(
      'servicing',
      import(
        /* webpackChunkName: "page-documentCenter" */ '../features/documents/components/document-center-page'
      ),
      import(/* webpackChunkName: "page-documentCenter" */ '@portal/area-kit/area-queries'),
    ),
  ),
  locations: preloadablePage(() =>
    withAreaQueries(
      'servicing',
      import(
        /* webpackChunkName: "page-locations" */ '../features/locations/components/locations-page'
      ),
      import(/* webpackChunkName: "page-locations" */ '@portal/area-kit/area-queries'),
    ),
  ),
  // Its captcha brings the query cache when it shows (features/messages/captcha).
  messages: preloadablePage(
    () =>
      import(
        /* webpackChunkName: "page-messages" */ '../features/messages/components/messages-page'
      ),
  ),
  faq: preloadablePage(
    () => import(/* webpackChunkName: "page-faq" */ '../features/faq/components/faq-page'),
  ),
  loginHistory: preloadablePage(() =>
    withAreaQueries(
      'servicing',
      import(
        /* webpackChunkName: "page-loginHistory" */ '../features/login-history/components/login-history-page'
      ),
      import(/* webpackChunkName: "page-loginHistory" */ '@portal/area-kit/area-queries'),
    ),
  ),
  applicationDetails: preloadablePage(() =>
    withAreaQueries(
      'servicing',
      import(
        /* webpackChunkName: "page-applicationDetails" */ '../features/applications/components/application-details-page'
      ),
      import(/* webpackChunkName: "page-applicationDetails" */ '@portal/area-kit/area-queries'),
    ),
  ),
  requestChange: preloadablePage(() =>
    withAreaQueries(
      'servicing',
      import(
        /* webpackChunkName: "page-requestChange" */ '../features/contact-change/components/contact-change-page'
      ),
      import(/* webpackChunkName: "page-requestChange" */ '@portal/area-kit/area-queries'),
    ),
  ),
} satisfies Record<AreaPage<'servicing'>, PreloadablePage<PageProps>>;

export function preloadServicingPage(page: AreaPage<'servicing'>): Promise<void> {
  return PAGES[page].preload();
}
