// The new password's check on the profile, delegating to the rules shared with identity
// (@portal/shared-contracts password-rules): legacy rules, or the institution's server rules
// when the rule-list option is on and customer credentials are in use (spec 1 §5 Password).
import {
  legacyPasswordFailures,
  legacyPasswordMessage,
  PASSWORD_REQUIREMENTS_NOT_MET,
  serverPasswordFailures,
  type PasswordValidationRule,
} from '@portal/shared-contracts';

export interface PasswordContext {
  /** The institution's PasswordMinimumLength. */
  passwordMinimumLength: number;
  /** 12, or 128 when the institution uses customer credentials. */
  maximumLength: number;
  /** The institution's rules in server-rule mode; null for the legacy rules. */
  serverRules: readonly PasswordValidationRule[] | null;
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
    });
    return failures.length > 0 ? PASSWORD_REQUIREMENTS_NOT_MET : undefined;
  }
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
