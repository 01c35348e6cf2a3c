// POST /api/Login/ValidateCode and /api/Login/ResendCode (spec 1 §7): the security-code step.
import * as identity from '@portal/api-contract/identity/login-steps';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { withUserToken } from '../../../lib/api/with-user-token';

export interface ValidateCodeRequest {
  userId: string;
  code: string;
  createTrustedDevice: boolean;
  /** The pending sign-in's token, so the server upgrades exactly that one. */
  userToken: string;
}

export interface CodeAccepted {
  userToken: string;
  emailAddress: string | null;
  /** The trusted device to remember for this customer, when one was created. */
  trustedDevice: { customerId: string; token: string } | null;
}

export async function validateCode(
  api: KyInstance,
  { userId, code, createTrustedDevice, userToken }: ValidateCodeRequest,
): Promise<ApiResult<CodeAccepted>> {
  const result = await call(
    api,
    identity.validateLoginCode,
    { UserId: userId, Code: code, CreateTrustedDevice: createTrustedDevice },
    withUserToken(userToken),
  );
  return mapResult(result, (answer) => ({
    userToken: answer.UserToken,
    emailAddress: answer.EmailAddress ?? null,
    trustedDevice:
      answer.TrustedDeviceToken && answer.CustomerID !== null && answer.CustomerID !== undefined
        ? { customerId: String(answer.CustomerID), token: answer.TrustedDeviceToken }
        : null,
  }));
}

/** Resends the code of the pending sign-in its token names. */
export async function resendCode(
  api: KyInstance,
  userId: string,
  userToken: string,
): Promise<ApiResult<null>> {
  const result = await call(
    api,
    identity.resendLoginCode,
    { UserId: userId },
    withUserToken(userToken),
  );
  return mapResult(result, () => null);
}
