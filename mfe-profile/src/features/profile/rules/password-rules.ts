// The new password's check on the profile, delegating to the rules shared with identity
// (@portal/shared-contracts password-rules): legacy rules, or the institution's server rules
// when the rule-list option is on and customer credentials are in use (spec 1 §5 Password).
import {
  LEGACY_PASSWORD_MESSAGES,
  legacyPasswordFailures,
  legacyPasswordMessage,
} from '@portal/password-rules/legacy-password-rules';
import { PASSWORD_REQUIREMENTS_NOT_MET } from '@portal/password-rules/password-failure-keys';
import {
  serverPasswordFailures,
  type PasswordServerCheck,
} from '@portal/password-rules/server-password-rules';
import { type PasswordValidationRule } from '@portal/password-rules/password-rule-types';

/** Legacy mode has no message for a reused password; this one is ours. */
export const REUSED_PASSWORD_MESSAGE = 'Password cannot be a previous password';

export interface PasswordContext {
  /** The institution's PasswordMinimumLength. */
  passwordMinimumLength: number;
  /** 12, or 128 when the institution uses customer credentials. */
  maximumLength: number;
  /** The institution's rules in server-rule mode; null for the legacy rules. */
  serverRules: readonly PasswordValidationRule[] | null;
  /** The async server check's answer for the current new password, once it has arrived. */
  serverCheck?: PasswordServerCheck | undefined;
}

/** The first rule the new password breaks, as its message; undefined when it passes. */
export function passwordProblem(
  password: string,
  context: PasswordContext & { logonName: string; emailAddress: string },
): string | undefined {
  if (context.serverRules) {
    const failures = serverPasswordFailures(password, context.serverRules, {
      logon: context.logonName,
      email: context.emailAddress,
      ...(context.serverCheck ? { serverCheck: context.serverCheck } : {}),
    });
    return failures.length > 0 ? PASSWORD_REQUIREMENTS_NOT_MET : undefined;
  }
  if (context.serverCheck?.matchesSsn) return LEGACY_PASSWORD_MESSAGES.matchesSSN;
  if (context.serverCheck?.matchesEmail) return LEGACY_PASSWORD_MESSAGES.matchesEmail;
  if (context.serverCheck?.reused) return REUSED_PASSWORD_MESSAGE;
  const limits = { minLength: context.passwordMinimumLength, maxLength: context.maximumLength };
  return legacyPasswordMessage(
    legacyPasswordFailures(password, {
      ...limits,
      logon: context.logonName,
      email: context.emailAddress,
    }),
    limits,
  );
}
