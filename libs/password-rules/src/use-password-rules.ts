// The institution's server rules for passwords and logon names as React hooks (spec 1 §3), one
// for every area: whether server-rule mode is on (the rule-list option and customer credentials)
// and, when it is, the rule list fetched once per session through the area's query cache. The
// fetch is the area's: it passes a function that calls its own API module.
import { useCommonSettings } from '@portal/settings/common-settings';
import { valueOrThrow, type ApiResult } from '@portal/wire/api-result';
import { useQuery } from '@tanstack/react-query';
import type { PasswordValidationRule } from './password-rule-types';
import { usesServerPasswordRules } from './server-password-rules';

export type RulesFetcher = () => Promise<ApiResult<PasswordValidationRule[]>>;

export interface PasswordRulesState {
  /** Server-rule mode: the institution's rule list decides, not the legacy rules. */
  serverMode: boolean;
  customerCredentials: boolean;
  /**
   * The rule list in server-rule mode once fetched; null in legacy mode and while it cannot be
   * had (the legacy rules apply then, and the server still judges on save).
   */
  rules: readonly PasswordValidationRule[] | null;
}

export function usePasswordRuleMode(): Omit<PasswordRulesState, 'rules'> {
  const settings = useCommonSettings();
  const customerCredentials = settings.flag('Features.CustomerCredentials');
  const serverMode = usesServerPasswordRules({
    passwordRuleList: settings.flag('Features.PasswordRuleList'),
    customerCredentials,
  });
  return { serverMode, customerCredentials };
}

function useServerRules(
  list: 'password' | 'logon',
  serverMode: boolean,
  fetchRules: RulesFetcher,
): readonly PasswordValidationRule[] | null {
  const query = useQuery({
    queryKey: ['password-rules', list],
    queryFn: () => fetchRules().then(valueOrThrow),
    enabled: serverMode,
    staleTime: Infinity,
  });
  return serverMode && query.data ? query.data : null;
}

/** GetPasswordValidationRules in server-rule mode, with the mode itself. */
export function usePasswordRules(fetchRules: RulesFetcher): PasswordRulesState {
  const mode = usePasswordRuleMode();
  return { ...mode, rules: useServerRules('password', mode.serverMode, fetchRules) };
}

/** GetLogonValidationRules: the rules a new logon name must meet in server-rule mode. */
export function useLogonRules(fetchRules: RulesFetcher): readonly PasswordValidationRule[] | null {
  return useServerRules('logon', usePasswordRuleMode().serverMode, fetchRules);
}
