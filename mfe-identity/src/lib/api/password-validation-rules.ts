// POST /api/CredentialValidationRules/GetPasswordValidationRules (spec 1 §7): fetched once per
// page life through the area's query cache (staleTime Infinity).
import { parseWire } from '@portal/wire/parse-wire';
import { PasswordValidationRulesSchema } from '@portal/password-rules/password-rule-types';
import type { KyInstance } from 'ky';

export async function passwordValidationRules(api: KyInstance) {
  const body: unknown = await api
    .post('CredentialValidationRules/GetPasswordValidationRules', { json: {} })
    .json();
  return parseWire(PasswordValidationRulesSchema, body, 'GetPasswordValidationRules');
}
