// Ending the session, whatever started it: the server is told (when this tab still holds a live
// token), then everything client-side is cleared and the user lands on the login page.
import { getPortal, type LogoutReason } from '@portal/shared-contracts';
import { HOME_PATH } from '../routing/route-table';

/** The login page's error value for each way a session can end (spec 1 §2 login banners). */
export function loginPathAfterLogout(reason: LogoutReason): string {
  if (reason === 'unauthorized') return `${HOME_PATH}?error=unauthorized`;
  if (reason === 'timeout') return `${HOME_PATH}?error=expired`;
  return HOME_PATH;
}

export async function endSession(reason: LogoutReason): Promise<void> {
  const { api, store } = getPortal();
  const token = store.getState().session?.userToken;
  // After 'unauthorized' the token is already dead; another tab already told the server.
  if (token && (reason === 'user' || reason === 'timeout')) {
    await api.post('Login/Logout', { json: { UserToken: token } }).catch(() => undefined);
  }
  store.getState().endSession();
}
