// POST /api/CredentialValidationRules/GetLogonValidationRules (spec 1 §7): the institution's
// rules for logon names, fetched once per page life through the area's query cache.
import * as identity from '@portal/api-contract/identity/passwords';
import type { PasswordValidationRule } from '@portal/password-rules/password-rule-types';
import { mapResult, type ApiResult } from '@portal/wire/api-result';
import { call } from '@portal/wire/call';
import type { KyInstance } from 'ky';
import { rulesOf } from '@portal/password-rules/password-calls';

export async function logonValidationRules(
  api: KyInstance,
): Promise<ApiResult<PasswordValidationRule[]>> {
  return mapResult(await call(api, identity.getLogonValidationRules, {}), rulesOf);
}
