import { getPortal } from '@portal/shared-contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { dialogQueue } from '../dialogs/dialog-store';
import { endSession, loginPathAfterLogout } from '../lib/end-session';

/** Listens for the bus's logout event (from any area, the API client or another tab). */
export function SessionWatch() {
  const navigate = useNavigate();
  useEffect(
    () =>
      getPortal().bus.on('logout', ({ reason }) => {
        // Questions asked of a session that is ending no longer apply.
        dialogQueue.getState().dismissAll();
        void endSession(reason).then(() =>
          navigate(loginPathAfterLogout(reason), { replace: true }),
        );
      }),
    [navigate],
  );
  return null;
}
