// POST /api/CredentialValidationRules/GetLogonValidationRules (spec 1 §7): the institution's
// rules for logon names, fetched once per page life through the area's query cache.
import { parseWire } from '@portal/wire/parse-wire';
import { PasswordValidationRulesSchema } from '@portal/password-rules/password-rule-types';
import type { KyInstance } from 'ky';

export async function logonValidationRules(api: KyInstance) {
  const body: unknown = await api
    .post('CredentialValidationRules/GetLogonValidationRules', { json: {} })
    .json();
  return parseWire(PasswordValidationRulesSchema, body, 'GetLogonValidationRules');
}
