import type { AreaPageProps } from '@portal/shared-contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import '../profile.css';

const ProfilePage = lazy(() => import('../features/profile/components/profile-page'));

// One cache for the area; server state never goes to the global store.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000 } },
});

/** The profile area: one page, myaccount/profile. */
export function ProfileArea(_props: AreaPageProps<'profile'>) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <ProfilePage />
      </Suspense>
    </QueryClientProvider>
  );
}
