// POST /api/register/SetPasswordQuestion (spec 1 §7): the secret-question step.
import * as identity from '@portal/api-contract/identity/login-steps';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { confirmed } from '../../../lib/api/confirmed';
import { withUserToken } from '../../../lib/api/with-user-token';

export async function setPasswordQuestion(
  api: KyInstance,
  question: string,
  answer: string,
  userToken: string,
): Promise<ApiResult<null>> {
  const result = await call(
    api,
    identity.setPasswordQuestion,
    { PasswordQuestion: question, PasswordAnswer: answer, UserToken: userToken },
    withUserToken(userToken),
  );
  return mapResult(confirmed(result), () => null);
}
