import { PASSWORD_CHECK_DEBOUNCE_MS } from '@portal/password-rules/password-limits';
import { passwordCheckRequest } from '@portal/password-rules/async-password-check';
import { type PasswordServerCheck } from '@portal/password-rules/server-password-rules';
import { type PasswordValidationRule } from '@portal/password-rules/password-rule-types';
import { useEffect, useMemo, useState } from 'react';
import { profileCalls as calls } from '../api/profile-calls';

/**
 * The async server check of a new password (spec 1 §5): only for a value that looks like an
 * e-mail or a 9-digit SSN, or when reuse is forbidden; 500 ms after the last keystroke. While it
 * is pending the user-info Save stays disabled. A failed check lets the server judge on save.
 */
export function usePasswordCheck(
  password: string,
  rules: readonly PasswordValidationRule[] | null,
): { pending: boolean; check: PasswordServerCheck | undefined } {
  const request = useMemo(() => passwordCheckRequest(password, rules ?? []), [password, rules]);
  const [answer, setAnswer] = useState<{ password: string; check: PasswordServerCheck } | null>(
    null,
  );

  useEffect(() => {
    if (!request) return;
    let live = true;
    const timer = setTimeout(() => {
      calls
        .validatePassword(password, request)
        // A check without an answer lets the server judge on save.
        .then((result) => (result.kind === 'ok' ? result.value : {}))
        .catch((): PasswordServerCheck => ({}))
        .then((check) => {
          if (live) setAnswer({ password, check });
        });
    }, PASSWORD_CHECK_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [password, request]);

  const check = request && answer?.password === password ? answer.check : undefined;
  return { pending: request !== null && check === undefined, check };
}
