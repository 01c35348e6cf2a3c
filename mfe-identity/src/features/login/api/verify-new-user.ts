// POST /api/Login/VerifyNewUser (spec 1 §7): the SSN step of the login process.
import * as identity from '@portal/api-contract/identity/login-steps';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { confirmed } from '../../../lib/api/confirmed';
import { withUserToken } from '../../../lib/api/with-user-token';
import type { Credentials } from './user-login';

export async function verifyNewUser(
  api: KyInstance,
  credentials: Credentials,
  ssn: string,
  userToken: string,
): Promise<ApiResult<null>> {
  const result = await call(
    api,
    identity.verifyNewUser,
    {
      Credentials: { UserName: credentials.username, Password: credentials.password },
      SocialSecurityNumber: ssn,
    },
    withUserToken(userToken),
  );
  return mapResult(confirmed(result), () => null);
}
