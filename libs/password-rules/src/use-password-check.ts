// The async password check as a React hook (spec 1 §5), one for every area that lets a borrower
// choose a password: debounced 500 ms after the last keystroke, only for a value that needs it
// (passwordCheckRequest), and only the answer about the value now typed counts. Who answers is
// the area's business: it passes a function that calls its own API module (a reset token, the
// signed-in user, or a comparison with what the form holds).
import type { ApiResult } from '@portal/wire/api-result';
import { useEffect, useMemo, useState } from 'react';
import { passwordCheckRequest, type PasswordCheckRequest } from './async-password-check';
import { PASSWORD_CHECK_DEBOUNCE_MS } from './password-limits';
import type { PasswordValidationRule } from './password-rule-types';
import type { PasswordServerCheck } from './server-password-rules';

/**
 * Asks whoever can know (the server, or the form) about a password. Pass a stable function
 * (module-level, or memoised on what it depends on): a new one restarts the debounce.
 */
export type PasswordChecker = (
  password: string,
  request: PasswordCheckRequest,
) => Promise<ApiResult<PasswordServerCheck>>;

export interface PasswordCheckState {
  /** A check is due for the value typed and has not answered yet (a form keeps Save disabled). */
  pending: boolean;
  /** The answer about the value typed; undefined while pending or when no check is needed. */
  check: PasswordServerCheck | undefined;
}

/** A check that could not be made: the server judges the password again when it is submitted. */
const NO_ANSWER: PasswordServerCheck = {};

export function usePasswordCheck(
  password: string,
  rules: readonly PasswordValidationRule[] | null,
  checker: PasswordChecker | undefined,
): PasswordCheckState {
  const request = useMemo(
    () => (checker ? passwordCheckRequest(password, rules ?? []) : null),
    [checker, password, rules],
  );
  const [answer, setAnswer] = useState<{ password: string; check: PasswordServerCheck }>();

  useEffect(() => {
    if (!request || !checker) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      checker(password, request)
        .then((result) => (result.kind === 'ok' ? result.value : NO_ANSWER))
        .catch(() => NO_ANSWER)
        .then((check) => {
          if (live) setAnswer({ password, check });
        });
    }, PASSWORD_CHECK_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [checker, password, request]);

  // An answer about an earlier value says nothing about this one.
  const check = request && answer?.password === password ? answer.check : undefined;
  return { pending: request !== null && check === undefined, check };
}
