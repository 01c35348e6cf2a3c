import { usePortalState } from '@portal/shared-contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { HOME_PATH } from './route-table';

/** The whole myaccount area needs a user token; without one, go home with history replaced. */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = usePortalState((state) => state.session?.userToken);
  if (!token) return <Navigate to={HOME_PATH} replace />;
  return children;
}
