import { getPortal, type AreaName } from '@portal/shared-contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator';
import { guardHomePage } from './home-guard-rules';
import { fetchMaintenanceMode } from './maintenance-mode';
import { Redirect } from './redirect';
import { HOME_PATH, type PageRoute } from '@portal/routes/route-table';
import { useSettings } from '../lib/shell-settings';

/** Applies the signed-out pages' guards (spec 1 §2) before the area renders. */
export function HomeGuard({
  route,
  children,
}: {
  route: PageRoute<AreaName>;
  children: ReactNode;
}) {
  const options = useSettings();
  const params = useParams();
  const [search] = useSearchParams();
  if (!options.loaded) return children;
  const decision = guardHomePage({
    page: route.page,
    singleSignOn: options.flag('Features.SingleSignOn'),
    ssoLoginUrl: options.text('SSO.LoginUrl'),
    rest: params['*'] ?? '',
    search,
  });
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'redirect':
      return <Redirect to={decision.to} />;
    case 'leave':
      return <LeaveForSso url={decision.url} />;
    case 'check-maintenance':
      return <MaintenanceCheck>{children}</MaintenanceCheck>;
  }
}

function LeaveForSso({ url }: { url: string }) {
  useEffect(() => window.location.assign(url), [url]);
  return <LoadingIndicator label="Redirecting to sign-in…" />;
}

/** Recovery goes to login when maintenance mode is on; if the check fails the page decides. */
function MaintenanceCheck({ children }: { children: ReactNode }) {
  const [state, setState] = useState<'checking' | 'on' | 'off'>('checking');
  useEffect(() => {
    let live = true;
    void fetchMaintenanceMode(getPortal().api).then(
      (result) => live && setState(result.kind === 'ok' && result.value ? 'on' : 'off'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (state === 'checking') return <LoadingIndicator />;
  if (state === 'on') return <Redirect to={HOME_PATH} />;
  return children;
}
