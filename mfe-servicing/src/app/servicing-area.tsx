import type { AreaPageProps } from '@portal/shared-contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { areaQueryClient } from '@portal/area-kit/area-query-client';
import { lazy, Suspense } from 'react';
import { Spinner } from '../components/spinner';
// The building blocks' styles load with the area, once, rather than copied into each lazy page.
import '@portal/ui/styles.css';
import './servicing.css';

// Route-level code splitting: each page is its own lazily loaded module.
const PAGES = {
  dashboard: lazy(
    () =>
      import(
        /* webpackChunkName: "page-dashboard" */ '../features/dashboard/components/dashboard-page'
      ),
  ),
  loanDetails: lazy(
    () =>
      import(
        /* webpackChunkName: "page-loanDetails" */ '../features/loan-details/components/loan-details-page'
      ),
  ),
  deposits: lazy(
    () =>
      import(
        /* webpackChunkName: "page-deposits" */ '../features/deposit-details/components/deposit-details-page'
      ),
  ),
  documents: lazy(
    () =>
      import(
        /* webpackChunkName: "page-documents" */ '../features/documents/components/ach-documents-page'
      ),
  ),
  documentCenter: lazy(
    () =>
      import(
        /* webpackChunkName: "page-documentCenter" */ '../features/documents/components/document-center-page'
      ),
  ),
  locations: lazy(
    () =>
      import(
        /* webpackChunkName: "page-locations" */ '../features/locations/components/locations-page'
      ),
  ),
  messages: lazy(
    () =>
      import(
        /* webpackChunkName: "page-messages" */ '../features/messages/components/messages-page'
      ),
  ),
  faq: lazy(() => import(/* webpackChunkName: "page-faq" */ '../features/faq/components/faq-page')),
  loginHistory: lazy(
    () =>
      import(
        /* webpackChunkName: "page-loginHistory" */ '../features/login-history/components/login-history-page'
      ),
  ),
  applicationDetails: lazy(
    () =>
      import(
        /* webpackChunkName: "page-applicationDetails" */ '../features/applications/components/application-details-page'
      ),
  ),
  requestChange: lazy(
    () =>
      import(
        /* webpackChunkName: "page-requestChange" */ '../features/contact-change/components/contact-change-page'
      ),
  ),
} as const;

export function ServicingArea({ page, signedIn }: AreaPageProps<'servicing'>) {
  const Page = PAGES[page];
  return (
    <QueryClientProvider client={areaQueryClient('servicing')}>
      <Suspense fallback={<Spinner label="Loading page" size={50} />}>
        <Page signedIn={signedIn} />
      </Suspense>
    </QueryClientProvider>
  );
}
