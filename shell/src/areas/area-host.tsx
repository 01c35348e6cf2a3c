import { Suspense, use, useState } from 'react';
import type { AreaName, AreaPage, AreaPageProps } from '@portal/shared-contracts';
import type { ComponentType } from 'react';
import { LoadingIndicator } from '../components/loading-indicator';
import { AreaErrorBoundary } from './area-error-boundary';
import { forgetArea, loadArea } from './load-area';

interface AreaHostProps<A extends AreaName> {
  area: A;
  page: AreaPage<A>;
  signedIn: boolean;
}

/** Renders one page of a remote area, loading the remote on first use. */
export function AreaHost<A extends AreaName>({ area, page, signedIn }: AreaHostProps<A>) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetArea(area);
    setAttempt((n) => n + 1);
  };
  return (
    <AreaErrorBoundary key={`${area}:${attempt}`} area={area} onRetry={retry}>
      <Suspense fallback={<LoadingIndicator />}>
        <RemotePage area={area} page={page} signedIn={signedIn} />
      </Suspense>
    </AreaErrorBoundary>
  );
}

function RemotePage<A extends AreaName>({ area, page, signedIn }: AreaHostProps<A>) {
  const { Page } = use(loadArea(area));
  const AreaPageComponent = Page as ComponentType<AreaPageProps<A>>;
  return <AreaPageComponent page={page} signedIn={signedIn} />;
}
