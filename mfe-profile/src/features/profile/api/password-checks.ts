// The profile's password calls (spec 1 §5, §7): the institution's rule list in server-rule
// mode, and what only the server can know about a new password.
import {
  getPasswordValidationRules,
  validatePasswordForLoggedInUser as validateEndpoint,
} from '@portal/api-contract/identity/passwords';
import { type PasswordCheckRequest } from '@portal/password-rules/async-password-check';
import { type PasswordValidationRule } from '@portal/password-rules/password-rule-types';
import { type PasswordServerCheck } from '@portal/password-rules/server-password-rules';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

export async function fetchPasswordValidationRules(
  api: KyInstance,
): Promise<ApiResult<PasswordValidationRule[]>> {
  return mapResult(await call(api, getPasswordValidationRules, {}), (rules) =>
    rules.map((rule) => ({
      ValidationRuleType: rule.ValidationRuleType,
      ValidationRegex: rule.ValidationRegex ?? null,
      RegexMatchMeansError: rule.RegexMatchMeansError ?? false,
      MinimumLength: rule.MinimumLength ?? 0,
    })),
  );
}

export async function validatePasswordForLoggedInUser(
  api: KyInstance,
  password: string,
  request: PasswordCheckRequest,
): Promise<ApiResult<PasswordServerCheck>> {
  const result = await call(api, validateEndpoint, { PasswordToValidate: password, ...request });
  return mapResult(result, (answer) => ({
    matchesSsn: answer.PasswordMatchesSSN ?? false,
    matchesEmail: answer.PasswordMatchesEmail ?? false,
    reused: answer.PasswordExists ?? false,
  }));
}
