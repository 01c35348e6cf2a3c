// The institution's server password rules, when server-rule mode is on; fetched once.
import {
  getPortal,
  usesServerPasswordRules,
  type PasswordValidationRule,
} from '@portal/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { passwordValidationRules } from './api/password-validation-rules';
import { useIdentityOptions } from './identity-options';

const NO_RULES: readonly PasswordValidationRule[] = [];

export interface PasswordRulesState {
  serverMode: boolean;
  rules: readonly PasswordValidationRule[];
  customerCredentials: boolean;
}

export function usePasswordRules(): PasswordRulesState {
  const options = useIdentityOptions();
  const customerCredentials = options.flag('Features.CustomerCredentials');
  const serverMode = usesServerPasswordRules({
    passwordRuleList: options.flag('Features.PasswordRuleList'),
    customerCredentials,
  });
  const query = useQuery({
    queryKey: ['identity', 'password-validation-rules'],
    queryFn: () => passwordValidationRules(getPortal().api),
    enabled: serverMode,
    staleTime: Infinity,
  });
  return { serverMode, rules: query.data ?? NO_RULES, customerCredentials };
}
