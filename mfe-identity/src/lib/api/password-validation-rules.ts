// POST /api/CredentialValidationRules/GetPasswordValidationRules (spec 1 §7): fetched once per
// page life through the area's query cache (staleTime Infinity).
import { parseWire, PasswordValidationRulesSchema } from '@portal/shared-contracts';
import type { KyInstance } from 'ky';

export async function passwordValidationRules(api: KyInstance) {
  const body: unknown = await api
    .post('CredentialValidationRules/GetPasswordValidationRules', { json: {} })
    .json();
  return parseWire(PasswordValidationRulesSchema, body, 'GetPasswordValidationRules');
}
