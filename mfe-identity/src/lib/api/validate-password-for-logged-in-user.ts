// POST api/Login/ValidatePasswordForLoggedInUser (spec 1 §7): the async check for a user who is
// signed in. During the login steps the portal session has not started yet, so the sign-in's
// token is sent explicitly.
import { parseWire } from '@portal/wire/parse-wire';
import { type PasswordCheckRequest } from '@portal/password-rules/async-password-check';
import type { KyInstance } from 'ky';
import { withUserToken } from '../portal-api';
import {
  checkAnswer,
  PasswordCheckResponseSchema,
  type PasswordCheckAnswer,
} from './validate-password';

export async function validatePasswordForLoggedInUser(
  api: KyInstance,
  password: string,
  request: PasswordCheckRequest,
  userToken: string,
): Promise<PasswordCheckAnswer> {
  const body: unknown = await api
    .post('Login/ValidatePasswordForLoggedInUser', {
      json: { PasswordToValidate: password, ...request },
      ...withUserToken(userToken),
    })
    .json();
  return checkAnswer(
    parseWire(PasswordCheckResponseSchema, body, 'ValidatePasswordForLoggedInUser'),
  );
}
