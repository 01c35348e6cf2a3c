import { getPortal } from '@portal/shared-contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { endSession, loginPathAfterLogout } from '../lib/end-session';

/** Listens for the bus's logout event (from any area, the API client or another tab). */
export function SessionWatch() {
  const navigate = useNavigate();
  useEffect(
    () =>
      getPortal().bus.on('logout', ({ reason }) => {
        void endSession(reason).then(() =>
          navigate(loginPathAfterLogout(reason), { replace: true }),
        );
      }),
    [navigate],
  );
  return null;
}
