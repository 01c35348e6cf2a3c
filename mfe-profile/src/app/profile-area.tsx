import type { AreaPageProps } from '@portal/shared-contracts';
import { Suspense } from 'react';
// The building blocks' styles load with the area, once, rather than copied into each lazy page.
import '@portal/ui/styles.css';
import '../profile.css';
import { PAGES } from './profile-pages';

/** The profile area: one page, myaccount/profile. */
export function ProfileArea({ page }: AreaPageProps<'profile'>) {
  const { Page } = PAGES[page];
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <Page />
    </Suspense>
  );
}
