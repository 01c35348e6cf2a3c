// POST /api/Register/ActivateAccount (spec 1 §7).
import * as identity from '@portal/api-contract/identity/activate-account';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

/** What activation said: done, or why not (spec 1 §4, Activate). */
export type Activation =
  | { outcome: 'activated'; userName: string | null }
  | { outcome: 'logonNameTaken' }
  | { outcome: 'restricted' };

export async function activateAccount(
  api: KyInstance,
  token: string,
  password: string,
): Promise<ApiResult<Activation>> {
  const result = await call(api, identity.activateAccount, { Token: token, Password: password });
  return mapResult(result, (answer): Activation => {
    if (answer.LogonNameTaken) return { outcome: 'logonNameTaken' };
    if (answer.Restricted) return { outcome: 'restricted' };
    return { outcome: 'activated', userName: answer.UserName ?? null };
  });
}
