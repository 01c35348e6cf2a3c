// Server-rule mode (spec 1 §5): the institution's rules, each shown valid or invalid.
import type { PasswordFailureKey } from './password-failure-keys';
import {
  PASSWORD_RULE_TYPE_INFO,
  PasswordRuleType,
  isKnownRuleType,
  type PasswordRuleTypeNumber,
  type PasswordValidationRule,
} from './password-rule-types';
import {
  hasThreeIdenticalInARow,
  passwordContainsLogon,
  passwordEqualsPortionOfLogon,
  passwordMatchesEmail,
  passwordMatchesSsn,
} from './identity-comparisons';

/** Server-rule mode needs the rule-list option on and customer credentials in use. */
export function usesServerPasswordRules(options: {
  passwordRuleList: boolean;
  customerCredentials: boolean;
}): boolean {
  return options.passwordRuleList && options.customerCredentials;
}

/** What the async server check answered (ValidatePasswordFor… responses). */
export interface PasswordServerCheck {
  matchesSsn?: boolean;
  matchesEmail?: boolean;
  reused?: boolean;
}

export interface ServerRuleContext {
  logon?: string;
  ssn?: string;
  email?: string;
  serverCheck?: PasswordServerCheck;
}

export interface PasswordRuleStatus {
  type: PasswordRuleTypeNumber;
  key: PasswordFailureKey;
  label: string;
  valid: boolean;
}

// Used only when the server sends a character rule without a regex, so the list still means
// something; a rule with a regex is always judged by its regex.
const FALLBACK_PATTERNS: Partial<Record<PasswordRuleTypeNumber, RegExp>> = {
  0: /[A-Z]/,
  1: /[a-z]/,
  2: /[A-Za-z]/,
  3: /\d/,
  4: /[^A-Za-z0-9]/,
};

function compileRegex(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

function ruleFails(
  password: string,
  type: PasswordRuleTypeNumber,
  rule: PasswordValidationRule,
  context: ServerRuleContext,
): boolean {
  const regex = rule.ValidationRegex ? compileRegex(rule.ValidationRegex) : undefined;
  if (regex) {
    const matches = regex.test(password);
    return rule.RegexMatchMeansError ? matches : !matches;
  }
  switch (type) {
    case PasswordRuleType.MinimumLength:
      return (rule.MinimumLength ?? 0) > 0 && password.length < (rule.MinimumLength ?? 0);
    case PasswordRuleType.CannotMatchEmail:
      return (
        passwordMatchesEmail(password, context.email) || context.serverCheck?.matchesEmail === true
      );
    case PasswordRuleType.CannotMatchSsn:
      return passwordMatchesSsn(password, context.ssn) || context.serverCheck?.matchesSsn === true;
    case PasswordRuleType.CannotEqualPortionOfLogon:
      return passwordEqualsPortionOfLogon(password, context.logon);
    case PasswordRuleType.CannotContainLogon:
      return passwordContainsLogon(password, context.logon);
    case PasswordRuleType.NoThreeIdenticalConsecutive:
      return hasThreeIdenticalInARow(password);
    case PasswordRuleType.CannotBePreviousPassword:
      return context.serverCheck?.reused === true;
    default: {
      const fallback = FALLBACK_PATTERNS[type];
      return fallback ? !fallback.test(password) : false;
    }
  }
}

/** Each known rule with whether the password satisfies it (the per-rule valid/invalid list). */
export function passwordRuleStatuses(
  password: string,
  rules: readonly PasswordValidationRule[],
  context: ServerRuleContext,
): PasswordRuleStatus[] {
  const statuses: PasswordRuleStatus[] = [];
  for (const rule of rules) {
    const type = rule.ValidationRuleType;
    if (!isKnownRuleType(type)) continue;
    const info = PASSWORD_RULE_TYPE_INFO[type];
    statuses.push({
      type,
      key: info.key,
      label: info.label(rule),
      valid: password !== '' && !ruleFails(password, type, rule, context),
    });
  }
  return statuses;
}

/** The failure keys under server-rule mode ('required' for an empty value). */
export function serverPasswordFailures(
  password: string,
  rules: readonly PasswordValidationRule[],
  context: ServerRuleContext,
): PasswordFailureKey[] {
  if (password === '') return ['required'];
  const keys = passwordRuleStatuses(password, rules, context)
    .filter((status) => !status.valid)
    .map((status) => status.key);
  return [...new Set(keys)];
}
