import { describe, expect, it } from '@jest/globals';
import { getPortal } from '@portal/shared-contracts';
import { institutionSettings } from '@portal/settings/application-options';
import type { ApiResult } from '@portal/wire/api-result';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PasswordRuleType, type PasswordValidationRule } from './password-rule-types';
import { useLogonRules, usePasswordRules } from './use-password-rules';

const RULES: PasswordValidationRule[] = [
  {
    ValidationRuleType: PasswordRuleType.MinimumLength,
    ValidationRegex: null,
    RegexMatchMeansError: false,
    MinimumLength: 10,
  },
];

function withSettings(flags: { ruleList: boolean; customerCredentials: boolean }) {
  getPortal()
    .store.getState()
    .setOptions(
      institutionSettings({
        gassySettings: {
          shared: {
            'Features.PasswordRuleList': String(flags.ruleList),
            'Features.CustomerCredentials': String(flags.customerCredentials),
          },
          english: {},
        },
        institutionOptions: {
          PasswordMinimumLength: 8,
          UserNameMinimumLength: 8,
          CdnFolder: '',
          Loan: { Office: 4, Account: 6, CheckDigit: 1 },
          Deposit: { Office: 4, Account: 6, CheckDigit: 1 },
        },
      }),
    );
}

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

function fetcher(answer: ApiResult<PasswordValidationRule[]>) {
  const calls: number[] = [];
  return {
    calls,
    fetchRules: async () => {
      calls.push(1);
      return answer;
    },
  };
}

describe('usePasswordRules', () => {
  it('fetches the rule list in server-rule mode', async () => {
    withSettings({ ruleList: true, customerCredentials: true });
    const { fetchRules, calls } = fetcher({ kind: 'ok', value: RULES });
    const view = renderHook(() => usePasswordRules(fetchRules), { wrapper: wrapper() });
    await waitFor(() => expect(view.result.current.rules).toEqual(RULES));
    expect(view.result.current).toMatchObject({ serverMode: true, customerCredentials: true });
    expect(calls).toHaveLength(1);
  });

  it.each([
    { ruleList: false, customerCredentials: true },
    { ruleList: true, customerCredentials: false },
  ])('does not ask in legacy mode (%j)', async (flags) => {
    withSettings(flags);
    const { fetchRules, calls } = fetcher({ kind: 'ok', value: RULES });
    const view = renderHook(() => usePasswordRules(fetchRules), { wrapper: wrapper() });
    expect(view.result.current).toEqual({
      serverMode: false,
      customerCredentials: flags.customerCredentials,
      rules: null,
    });
    expect(calls).toEqual([]);
  });

  it('has no rules while the list cannot be had (the legacy rules apply)', async () => {
    withSettings({ ruleList: true, customerCredentials: true });
    const { fetchRules, calls } = fetcher({ kind: 'unavailable', reason: 'network', status: 0 });
    const view = renderHook(() => usePasswordRules(fetchRules), { wrapper: wrapper() });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(view.result.current.rules).toBeNull();
  });
});

describe('useLogonRules', () => {
  it('fetches the logon rules in server-rule mode, apart from the password rules', async () => {
    withSettings({ ruleList: true, customerCredentials: true });
    const passwords = fetcher({ kind: 'ok', value: RULES });
    const logons = fetcher({ kind: 'ok', value: [] });
    const view = renderHook(
      () => ({
        password: usePasswordRules(passwords.fetchRules),
        logon: useLogonRules(logons.fetchRules),
      }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(view.result.current.logon).toEqual([]));
    await waitFor(() => expect(view.result.current.password.rules).toEqual(RULES));
  });
});
