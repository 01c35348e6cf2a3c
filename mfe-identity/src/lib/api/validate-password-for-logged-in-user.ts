// POST api/Login/ValidatePasswordForLoggedInUser (spec 1 §7): the async check for a user who is
// signed in. During the login steps the portal session has not started yet, so the sign-in's
// token is sent explicitly.
import * as identity from '@portal/api-contract/identity/passwords';
import type { PasswordCheckRequest } from '@portal/password-rules/async-password-check';
import type { PasswordServerCheck } from '@portal/password-rules/server-password-rules';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { withUserToken } from './with-user-token';
import { checkOf, fieldsOf } from './validate-password';

export async function validatePasswordForLoggedInUser(
  api: KyInstance,
  password: string,
  request: PasswordCheckRequest,
  userToken: string,
): Promise<ApiResult<PasswordServerCheck>> {
  const result = await call(
    api,
    identity.validatePasswordForLoggedInUser,
    fieldsOf(password, request),
    withUserToken(userToken),
  );
  return mapResult(result, checkOf);
}
