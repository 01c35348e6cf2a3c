// POST /api/Login/Logout (spec 1 §7): destroys a sign-in that did not finish its steps.
import type { KyInstance } from 'ky';

export async function destroyServerSession(api: KyInstance, userToken: string): Promise<void> {
  try {
    await api.post('Login/Logout', { json: { UserToken: userToken } });
  } catch {
    // Nothing to show: the token dies on its own when it expires.
  }
}
