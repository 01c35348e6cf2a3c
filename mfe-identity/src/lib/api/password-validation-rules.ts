// POST /api/CredentialValidationRules/GetPasswordValidationRules (spec 1 §7): fetched once per
// page life through the area's query cache (staleTime Infinity).
import * as identity from '@portal/api-contract/identity/passwords';
import type { ResponseOf } from '@portal/api-contract/endpoint';
import type { PasswordValidationRule } from '@portal/password-rules/password-rule-types';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';

/** Both rule lists answer alike. */
type WireRules = ResponseOf<typeof identity.getPasswordValidationRules>;

// The password-rules library reads the rules by the spec's names (spec 1 §3); only the
// defaults of absent fields are the API module's to fill.
export const rulesOf = (rules: WireRules): PasswordValidationRule[] =>
  rules.map((rule) => ({
    ValidationRuleType: rule.ValidationRuleType,
    ValidationRegex: rule.ValidationRegex ?? null,
    RegexMatchMeansError: rule.RegexMatchMeansError ?? false,
    MinimumLength: rule.MinimumLength ?? 0,
  }));

export async function passwordValidationRules(
  api: KyInstance,
): Promise<ApiResult<PasswordValidationRule[]>> {
  return mapResult(await call(api, identity.getPasswordValidationRules, {}), rulesOf);
}
