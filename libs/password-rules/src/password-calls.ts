// The password calls identity and the profile both make (spec 1 §5, §7): the institution's rule
// list in server-rule mode, and the async check of what only the server knows of a new password
// (SSN, e-mail, reuse). One owner, so the two areas cannot read the same answers differently.
import type { ResponseOf } from '@portal/api-contract/endpoint';
import * as passwords from '@portal/api-contract/identity/passwords';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call, type CallOptions } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import type { PasswordCheckRequest } from './async-password-check';
import type { PasswordValidationRule } from './password-rule-types';
import type { PasswordServerCheck } from './server-password-rules';

/** The password and the logon rule lists answer alike. */
type WireRules = ResponseOf<typeof passwords.getPasswordValidationRules>;
/** Both async checks (signed in, reset) answer alike. */
type WireCheck = ResponseOf<typeof passwords.validatePasswordForLoggedInUser>;

// The rules are read by the spec's names (spec 1 §3); only absent fields get their defaults.
export const rulesOf = (rules: WireRules): PasswordValidationRule[] =>
  rules.map((rule) => ({
    ValidationRuleType: rule.ValidationRuleType,
    ValidationRegex: rule.ValidationRegex ?? null,
    RegexMatchMeansError: rule.RegexMatchMeansError ?? false,
    MinimumLength: rule.MinimumLength ?? 0,
  }));

export const serverCheckOf = (answer: WireCheck): PasswordServerCheck => ({
  matchesSsn: answer.PasswordMatchesSSN ?? false,
  matchesEmail: answer.PasswordMatchesEmail ?? false,
  reused: answer.PasswordExists ?? false,
});

/** The request fields both async checks send. */
export const checkFieldsOf = (password: string, request: PasswordCheckRequest) => ({
  PasswordToValidate: password,
  InvalidWhenMatchesSSN: request.InvalidWhenMatchesSSN,
  InvalidWhenMatchEmail: request.InvalidWhenMatchEmail,
  InvalidWhenPasswordExists: request.InvalidWhenPasswordExists,
});

/** POST CredentialValidationRules/GetPasswordValidationRules. */
export async function fetchPasswordValidationRules(
  api: KyInstance,
): Promise<ApiResult<PasswordValidationRule[]>> {
  return mapResult(await call(api, passwords.getPasswordValidationRules, {}), rulesOf);
}

/**
 * POST Login/ValidatePasswordForLoggedInUser. During identity's login steps the session has not
 * started yet, so the caller passes the sign-in's token in `options.headers`.
 */
export async function validatePasswordForLoggedInUser(
  api: KyInstance,
  password: string,
  request: PasswordCheckRequest,
  options: CallOptions = {},
): Promise<ApiResult<PasswordServerCheck>> {
  const result = await call(
    api,
    passwords.validatePasswordForLoggedInUser,
    checkFieldsOf(password, request),
    options,
  );
  return mapResult(result, serverCheckOf);
}
