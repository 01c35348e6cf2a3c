// Identity's half of the shared password hooks (@portal/password-rules use-password-*): who
// answers the async check, and where the rule lists come from. The hooks are the library's; the
// calls are identity's API modules.
import {
  passwordMatchesEmail,
  passwordMatchesSsn,
} from '@portal/password-rules/identity-comparisons';
import type { PasswordChecker } from '@portal/password-rules/use-password-check';
import type { RulesFetcher } from '@portal/password-rules/use-password-rules';
import { getPortal } from '@portal/shared-contracts';
import { ok } from '@portal/wire/api-result';
import { useMemo } from 'react';
import { logonValidationRules } from './api/logon-validation-rules';
import {
  fetchPasswordValidationRules,
  validatePasswordForLoggedInUser,
} from '@portal/password-rules/password-calls';
import { validatePasswordForReset } from './api/validate-password';
import { withUserToken } from './api/with-user-token';

export type PasswordCheckSource =
  /** A reset link or forced change: ValidatePasswordForResetPassword with the token. */
  | { kind: 'reset'; resetToken: string }
  /** A signed-in user (the change-password login step): ValidatePasswordForLoggedInUser. */
  | { kind: 'signedIn'; userToken: string }
  /**
   * Registration: no account exists yet for a server to compare with, so the check compares
   * with the SSN and e-mail typed on the form, with the same request flags and debounce.
   */
  | { kind: 'typed'; ssn: string; email: string };

function checkerFor(source: PasswordCheckSource): PasswordChecker {
  switch (source.kind) {
    case 'reset':
      return (password, request) =>
        validatePasswordForReset(getPortal().api, password, request, source.resetToken);
    case 'signedIn':
      return (password, request) =>
        validatePasswordForLoggedInUser(
          getPortal().api,
          password,
          request,
          withUserToken(source.userToken),
        );
    case 'typed':
      return async (password, request) =>
        ok({
          matchesSsn: request.InvalidWhenMatchesSSN && passwordMatchesSsn(password, source.ssn),
          matchesEmail:
            request.InvalidWhenMatchEmail && passwordMatchesEmail(password, source.email),
          reused: false,
        });
  }
}

/** The checker of a source, the same function while the source says the same (it is a fresh
 * object on every render); none skips the check. */
export function usePasswordChecker(
  source: PasswordCheckSource | undefined,
): PasswordChecker | undefined {
  const key = source ? JSON.stringify(source) : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `source`
  return useMemo(() => (source ? checkerFor(source) : undefined), [key]);
}

export const fetchPasswordRules: RulesFetcher = () => fetchPasswordValidationRules(getPortal().api);

export const fetchLogonRules: RulesFetcher = () => logonValidationRules(getPortal().api);
