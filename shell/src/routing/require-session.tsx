import { usePortalState } from '@portal/shared-contracts';
import type { ReactNode } from 'react';
import { Redirect } from './redirect';
import { HOME_PATH } from '@portal/routes/route-table';

/** The whole myaccount area needs a user token; without one, go home with history replaced. */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = usePortalState((state) => state.session?.userToken);
  if (!token) return <Redirect to={HOME_PATH} />;
  return children;
}
