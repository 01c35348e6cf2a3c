// POST api/Login/ValidatePasswordForLoggedInUser (spec 1 §7): what only the server can know
// about a new password — whether it matches the SSN or e-mail on file, or a previous password.
import { parseWire } from '@portal/wire/parse-wire';
import { type PasswordCheckRequest } from '@portal/password-rules/async-password-check';
import { type PasswordServerCheck } from '@portal/password-rules/server-password-rules';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const ResponseSchema = v.object({
  PasswordMatchesSSN: v.nullish(v.boolean(), false),
  PasswordMatchesEmail: v.nullish(v.boolean(), false),
  PasswordExists: v.nullish(v.boolean(), false),
});

export async function validatePasswordForLoggedInUser(
  api: KyInstance,
  password: string,
  request: PasswordCheckRequest,
): Promise<PasswordServerCheck> {
  const body: unknown = await api
    .post('Login/ValidatePasswordForLoggedInUser', {
      json: { PasswordToValidate: password, ...request },
    })
    .json();
  const answer = parseWire(ResponseSchema, body, 'password check');
  return {
    matchesSsn: answer.PasswordMatchesSSN,
    matchesEmail: answer.PasswordMatchesEmail,
    reused: answer.PasswordExists,
  };
}
