import type { AreaPageProps } from '@portal/shared-contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));

// One cache for the whole area, kept across its pages; server state never goes to the global store.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000 } },
});

const TITLES = {
  dashboard: 'My Accounts',
  loanDetails: 'Loan Details',
  deposits: 'Deposit Details',
  documents: 'Documents',
  documentCenter: 'Document Center',
  locations: 'Locations',
  messages: 'Messages',
  faq: 'FAQ',
  loginHistory: 'Login History',
  applicationDetails: 'Application Details',
  requestChange: 'Contact Info Change',
} as const;

export function ServicingArea({ page }: AreaPageProps<'servicing'>) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        {page === 'dashboard' ? (
          <DashboardPage />
        ) : (
          <section className="card" aria-labelledby="servicing-heading">
            <h1 id="servicing-heading">{TITLES[page]}</h1>
            <p>This page is not available in the portal yet.</p>
          </section>
        )}
      </Suspense>
    </QueryClientProvider>
  );
}
