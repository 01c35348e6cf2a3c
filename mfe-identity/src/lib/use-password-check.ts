// The async password check, debounced 500 ms after the last keystroke (spec 1 §5). Whether a
// value needs the check at all is the shared pure rule passwordCheckRequest; who answers depends
// on where the password is being chosen.
import { getPortal } from '@portal/shared-contracts';
import { PASSWORD_CHECK_DEBOUNCE_MS } from '@portal/password-rules/password-limits';
import {
  passwordCheckRequest,
  type PasswordCheckRequest,
} from '@portal/password-rules/async-password-check';
import {
  passwordMatchesEmail,
  passwordMatchesSsn,
} from '@portal/password-rules/identity-comparisons';
import { type PasswordServerCheck } from '@portal/password-rules/server-password-rules';
import { type PasswordValidationRule } from '@portal/password-rules/password-rule-types';
import { valueOrThrow } from '@portal/wire/api-result';
import { useEffect, useState } from 'react';
import { validatePasswordForLoggedInUser } from './api/validate-password-for-logged-in-user';
import { validatePasswordForReset } from './api/validate-password';

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

function answer(
  source: PasswordCheckSource,
  password: string,
  request: PasswordCheckRequest,
): Promise<PasswordServerCheck> {
  const api = getPortal().api;
  switch (source.kind) {
    case 'reset':
      return validatePasswordForReset(api, password, request, source.resetToken).then(valueOrThrow);
    case 'signedIn':
      return validatePasswordForLoggedInUser(api, password, request, source.userToken).then(
        valueOrThrow,
      );
    case 'typed':
      return Promise.resolve({
        matchesSsn: request.InvalidWhenMatchesSSN && passwordMatchesSsn(password, source.ssn),
        matchesEmail: request.InvalidWhenMatchEmail && passwordMatchesEmail(password, source.email),
        reused: false,
      });
  }
}

/** A stable key for the effect: a source is a fresh object on every render. */
function sourceKey(source: PasswordCheckSource | undefined): string {
  return source ? JSON.stringify(source) : '';
}

export function usePasswordCheck(
  password: string,
  rules: readonly PasswordValidationRule[],
  source: PasswordCheckSource | undefined,
): PasswordServerCheck | undefined {
  const [result, setResult] = useState<{ password: string; check: PasswordServerCheck }>();
  const key = sourceKey(source);
  useEffect(() => {
    const request = passwordCheckRequest(password, rules);
    if (!request || !source) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      answer(source, password, request)
        .then((check) => {
          if (live) setResult({ password, check });
        })
        .catch(() => undefined); // the server checks again when the password is submitted
    }, PASSWORD_CHECK_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `source`, a new object on every render
  }, [password, rules, key]);
  // An answer about an earlier value says nothing about this one.
  return result?.password === password ? result.check : undefined;
}
