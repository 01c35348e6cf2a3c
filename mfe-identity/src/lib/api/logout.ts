// POST /api/Login/Logout (spec 1 §7): destroys a sign-in that did not finish its steps.
import * as identity from '@portal/api-contract/identity/portal-checks';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

/** Nothing to show whatever the answer: the token dies on its own when it expires. */
export async function destroyServerSession(api: KyInstance, userToken: string): Promise<void> {
  await call(api, identity.logout, { UserToken: userToken }).catch(() => undefined);
}
