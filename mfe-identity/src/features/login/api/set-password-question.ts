// POST /api/register/SetPasswordQuestion (spec 1 §7): the secret-question step.
import { WireEnvelopeSchema } from '@portal/shared-contracts';
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import { withUserToken } from '../../../lib/portal-api';

export async function setPasswordQuestion(
  api: KyInstance,
  question: string,
  answer: string,
  userToken: string,
): Promise<boolean> {
  const body: unknown = await api
    .post('register/SetPasswordQuestion', {
      json: { PasswordQuestion: question, PasswordAnswer: answer, UserToken: userToken },
      ...withUserToken(userToken),
    })
    .json();
  return parseWire(WireEnvelopeSchema, body, 'register/SetPasswordQuestion').HasNoErrors === true;
}
