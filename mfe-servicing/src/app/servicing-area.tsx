import type { AreaPageProps } from '@portal/shared-contracts';
import { Suspense } from 'react';
import { Spinner } from '../components/spinner';
import { PAGES } from './servicing-pages';
// The building blocks' styles load with the area, once, rather than copied into each lazy page.
import '@portal/ui/styles.css';
import './servicing.css';

export function ServicingArea({ page, signedIn }: AreaPageProps<'servicing'>) {
  const { Page } = PAGES[page];
  return (
    <Suspense fallback={<Spinner label="Loading page" size={50} />}>
      <Page signedIn={signedIn} />
    </Suspense>
  );
}
