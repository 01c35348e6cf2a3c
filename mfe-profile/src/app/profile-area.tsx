import type { AreaPageProps } from '@portal/shared-contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { areaQueryClient } from '@portal/area-kit/area-query-client';
import { lazy, Suspense } from 'react';
// The building blocks' styles load with the area, once, rather than copied into each lazy page.
import '@portal/ui/styles.css';
import '../profile.css';

const ProfilePage = lazy(
  () =>
    import(/* webpackChunkName: "page-profile" */ '../features/profile/components/profile-page'),
);

/** The profile area: one page, myaccount/profile. */
export function ProfileArea(_props: AreaPageProps<'profile'>) {
  return (
    <QueryClientProvider client={areaQueryClient('profile')}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <ProfilePage />
      </Suspense>
    </QueryClientProvider>
  );
}
