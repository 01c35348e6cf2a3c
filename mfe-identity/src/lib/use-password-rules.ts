// The institution's server rules for passwords and logon names, when server-rule mode is on
// (rule-list option and customer credentials); each list is fetched once.
import { getPortal } from '@portal/shared-contracts';
import { usesServerPasswordRules } from '@portal/password-rules/server-password-rules';
import { type PasswordValidationRule } from '@portal/password-rules/password-rule-types';
import { valueOrThrow } from '@portal/wire/api-result';
import { useQuery } from '@tanstack/react-query';
import { logonValidationRules } from './api/logon-validation-rules';
import { passwordValidationRules } from './api/password-validation-rules';
import { useSettings } from '@portal/settings/use-settings';

const NO_RULES: readonly PasswordValidationRule[] = [];

export interface PasswordRulesState {
  serverMode: boolean;
  rules: readonly PasswordValidationRule[];
  customerCredentials: boolean;
}

function useServerMode() {
  const options = useSettings();
  const customerCredentials = options.flag('Features.CustomerCredentials');
  const serverMode = usesServerPasswordRules({
    passwordRuleList: options.flag('Features.PasswordRuleList'),
    customerCredentials,
  });
  return { serverMode, customerCredentials };
}

export function usePasswordRules(): PasswordRulesState {
  const { serverMode, customerCredentials } = useServerMode();
  const query = useQuery({
    queryKey: ['identity', 'password-validation-rules'],
    queryFn: () => passwordValidationRules(getPortal().api).then(valueOrThrow),
    enabled: serverMode,
    staleTime: Infinity,
  });
  return { serverMode, rules: query.data ?? NO_RULES, customerCredentials };
}

/** GetLogonValidationRules: the rules a new logon name must meet in server-rule mode. */
export function useLogonRules(): readonly PasswordValidationRule[] {
  const { serverMode } = useServerMode();
  const query = useQuery({
    queryKey: ['identity', 'logon-validation-rules'],
    queryFn: () => logonValidationRules(getPortal().api).then(valueOrThrow),
    enabled: serverMode,
    staleTime: Infinity,
  });
  return query.data ?? NO_RULES;
}
