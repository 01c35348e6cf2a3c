// Server-defined password rules (spec 1 §3, Password validation rule) and their wire shape.
import * as v from 'valibot';
import type { PasswordFailureKey } from './password-failure-keys';

export const PasswordRuleType = {
  CapitalLetter: 0,
  LowercaseLetter: 1,
  Letter: 2,
  Number: 3,
  SpecialCharacter: 4,
  CannotMatchSsn: 5,
  MinimumLength: 6,
  CannotMatchEmail: 7,
  NoThreeIdenticalConsecutive: 8,
  CannotEqualPortionOfLogon: 9,
  CannotContainLogon: 10,
  CannotBePreviousPassword: 11,
} as const;

export type PasswordRuleTypeNumber = (typeof PasswordRuleType)[keyof typeof PasswordRuleType];

/** One rule as the back end sends it. Unknown rule types are kept and ignored when checking. */
export const PasswordValidationRuleSchema = v.object({
  ValidationRuleType: v.number(),
  ValidationRegex: v.optional(v.nullable(v.string()), null),
  RegexMatchMeansError: v.optional(v.nullable(v.boolean()), false),
  MinimumLength: v.optional(v.nullable(v.number()), 0),
});

export type PasswordValidationRule = v.InferOutput<typeof PasswordValidationRuleSchema>;

export const PasswordValidationRulesSchema = v.array(PasswordValidationRuleSchema);

interface RuleTypeInfo {
  key: PasswordFailureKey;
  /** How the rule reads in the per-rule valid/invalid list. */
  label: (rule: PasswordValidationRule) => string;
}

export const PASSWORD_RULE_TYPE_INFO: Record<PasswordRuleTypeNumber, RuleTypeInfo> = {
  0: { key: 'missingCapitalLetter', label: () => 'Contains a capital letter' },
  1: { key: 'missingLowercaseLetter', label: () => 'Contains a lowercase letter' },
  2: { key: 'missingLetter', label: () => 'Contains a letter' },
  3: { key: 'missingNumber', label: () => 'Contains a number' },
  4: { key: 'missingSpecialCharacter', label: () => 'Contains a special character' },
  5: { key: 'matchesSSN', label: () => 'Cannot match your SSN' },
  6: {
    key: 'doesNotMeetMinimumLength',
    label: (rule) => `At least ${rule.MinimumLength ?? 0} characters long`,
  },
  7: { key: 'matchesEmail', label: () => 'Cannot match your e-mail address' },
  8: {
    key: 'containsThreeOrMoreConsecutiveIdenticalCharacters',
    label: () => 'No 3 or more identical characters in a row',
  },
  9: { key: 'equalsPortionOfLogon', label: () => 'Cannot equal a portion of your logon name' },
  10: { key: 'containsLogon', label: () => 'Cannot contain your logon name' },
  11: { key: 'passwordReused', label: () => 'Cannot be a previous password' },
};

export function isKnownRuleType(type: number): type is PasswordRuleTypeNumber {
  return Number.isInteger(type) && type >= 0 && type <= 11;
}
