import { getPortal } from '@portal/shared-contracts';
import { type PasswordValidationRule } from '@portal/password-rules/password-rule-types';
import { useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '@portal/wire/api-result';
import { fetchPasswordValidationRules, PASSWORD_RULES_QUERY_KEY } from '../api/password-checks';

/**
 * The institution's password rules in server-rule mode, fetched once; null in legacy mode or
 * while they cannot be had (the legacy rules apply then, and the server still judges on save).
 */
export function usePasswordRules(serverMode: boolean): readonly PasswordValidationRule[] | null {
  const rules = useQuery({
    queryKey: PASSWORD_RULES_QUERY_KEY,
    queryFn: () => fetchPasswordValidationRules(getPortal().api).then(valueOrThrow),
    enabled: serverMode,
    staleTime: Infinity,
    retry: false,
  });
  return serverMode && rules.data ? rules.data : null;
}
