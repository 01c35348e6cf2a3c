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
import { ok, type ApiResult } from '@portal/wire/api-result';
import { useMemo } from 'react';
import { logonValidationRules } from './api/logon-validation-rules';
import { passwordValidationRules } from './api/password-validation-rules';
import { validatePasswordForReset } from './api/validate-password';
import { validatePasswordForLoggedInUser } from './api/validate-password-for-logged-in-user';

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

// The API modules answer a plain value and throw on failure until they answer ApiResult
// (issue 17 item 2, branch s-identity); then they are passed on as they are.
const asResult = <T>(answer: Promise<T>): Promise<ApiResult<T>> => answer.then(ok);

function checkerFor(source: PasswordCheckSource): PasswordChecker {
  switch (source.kind) {
    case 'reset':
      return (password, request) =>
        asResult(validatePasswordForReset(getPortal().api, password, request, source.resetToken));
    case 'signedIn':
      return (password, request) =>
        asResult(
          validatePasswordForLoggedInUser(getPortal().api, password, request, source.userToken),
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

export const fetchPasswordRules: RulesFetcher = () =>
  asResult(passwordValidationRules(getPortal().api));

export const fetchLogonRules: RulesFetcher = () => asResult(logonValidationRules(getPortal().api));
