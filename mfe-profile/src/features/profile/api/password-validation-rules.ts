// POST /api/CredentialValidationRules/GetPasswordValidationRules (empty) → the institution's
// password rules, cached once (spec 1 §7).
import { parseWire } from '@portal/wire/parse-wire';
import {
  PasswordValidationRulesSchema,
  type PasswordValidationRule,
} from '@portal/password-rules/password-rule-types';
import type { KyInstance } from 'ky';

export const PASSWORD_RULES_QUERY_KEY = ['password-validation-rules'] as const;

export async function fetchPasswordValidationRules(
  api: KyInstance,
): Promise<PasswordValidationRule[]> {
  const body: unknown = await api
    .post('CredentialValidationRules/GetPasswordValidationRules', { json: {} })
    .json();
  return [...parseWire(PasswordValidationRulesSchema, body, 'password validation rules')];
}
