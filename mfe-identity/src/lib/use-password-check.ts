// The async password check, debounced 500 ms after the last keystroke (spec 1 §5). Whether a
// value needs the check at all is the shared pure rule passwordCheckRequest.
import {
  getPortal,
  PASSWORD_CHECK_DEBOUNCE_MS,
  passwordCheckRequest,
  type PasswordServerCheck,
  type PasswordValidationRule,
} from '@portal/shared-contracts';
import { useEffect, useState } from 'react';
import { validatePasswordForReset } from './api/validate-password';

export function usePasswordCheck(
  password: string,
  rules: readonly PasswordValidationRule[],
  resetToken: string | undefined,
): PasswordServerCheck | undefined {
  const [answer, setAnswer] = useState<{ password: string; check: PasswordServerCheck }>();
  useEffect(() => {
    const request = passwordCheckRequest(password, rules);
    if (!request || !resetToken) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      validatePasswordForReset(getPortal().api, password, request, resetToken)
        .then((check) => {
          if (live) setAnswer({ password, check });
        })
        .catch(() => undefined); // the server checks again when the password is submitted
    }, PASSWORD_CHECK_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [password, rules, resetToken]);
  // An answer about an earlier value says nothing about this one.
  return answer?.password === password ? answer.check : undefined;
}
