// Ending the session, whatever started it: the server is told (when this tab still holds a live
// token), then everything client-side is cleared and the user lands on the login page. Inside
// the mobile app wrapper the session is cleared at once and the server told afterwards.
import { logout } from '@portal/api-contract/identity/portal-checks';
import {
  getPortal,
  isMobileAppUserAgent,
  type LogoutReason,
  type PortalStore,
} from '@portal/shared-contracts';
import { call } from '@portal/wire/call';
import { HOME_PATH } from '@portal/routes/route-table';

/** The login page's error value for each way a session can end (spec 1 §2 login banners). */
export function loginPathAfterLogout(reason: LogoutReason): string {
  if (reason === 'unauthorized') return `${HOME_PATH}?error=unauthorized`;
  if (reason === 'timeout') return `${HOME_PATH}?error=expired`;
  return HOME_PATH;
}

export interface EndSessionDeps {
  store: PortalStore;
  /** POST /api/Login/Logout with the token; failures are ignored (the session ends anyway). */
  logoutOnServer(userToken: string): Promise<void>;
  mobileApp: boolean;
}

function defaultDeps(): EndSessionDeps {
  const { api, store } = getPortal();
  return {
    store,
    logoutOnServer: async (UserToken) => {
      // Whatever the answer, the session ends here anyway.
      await call(api, logout, { UserToken }).catch(() => undefined);
    },
    mobileApp: isMobileAppUserAgent(navigator.userAgent),
  };
}

export async function endSession(
  reason: LogoutReason,
  { store, logoutOnServer, mobileApp }: EndSessionDeps = defaultDeps(),
): Promise<void> {
  const token = store.getState().session?.userToken;
  // After 'unauthorized' the token is already dead; another tab already told the server.
  const tellServer = Boolean(token) && (reason === 'user' || reason === 'timeout');
  if (mobileApp) {
    store.getState().endSession();
    if (tellServer && token) void logoutOnServer(token);
    return;
  }
  if (tellServer && token) await logoutOnServer(token);
  store.getState().endSession();
}
