import { describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { PasswordValidationRulesSchema, type PasswordValidationRule } from './password-rule-types';
import {
  passwordRuleStatuses,
  serverPasswordFailures,
  usesServerPasswordRules,
} from './server-password-rules';
import { PASSWORD_REQUIREMENTS_NOT_MET } from './password-failure-keys';

const rule = (
  ValidationRuleType: number,
  extra: Partial<PasswordValidationRule> = {},
): PasswordValidationRule => ({
  ValidationRuleType,
  ValidationRegex: null,
  RegexMatchMeansError: false,
  MinimumLength: 0,
  ...extra,
});

const context = { logon: 'jsmith', ssn: '123-45-6789', email: 'jo@example.com' };

describe('server-rule mode (spec 1 §5)', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])('rule list %p with customer credentials %p uses server rules: %p', (list, cred, on) => {
    expect(usesServerPasswordRules({ passwordRuleList: list, customerCredentials: cred })).toBe(on);
  });

  it.each([
    // [rule, password, failure key or null]
    [rule(0, { ValidationRegex: '[A-Z]' }), 'abc', 'missingCapitalLetter'],
    [rule(0, { ValidationRegex: '[A-Z]' }), 'aBc', null],
    [rule(1, { ValidationRegex: '[a-z]' }), 'ABC', 'missingLowercaseLetter'],
    [rule(2, { ValidationRegex: '[A-Za-z]' }), '123', 'missingLetter'],
    [rule(3, { ValidationRegex: '\\d' }), 'abc', 'missingNumber'],
    [rule(4, { ValidationRegex: '[^A-Za-z0-9]' }), 'abc1', 'missingSpecialCharacter'],
    // RegexMatchMeansError: a match is the error.
    [
      rule(8, { ValidationRegex: '(.)\\1\\1', RegexMatchMeansError: true }),
      'aaab',
      'containsThreeOrMoreConsecutiveIdenticalCharacters',
    ],
    [rule(8, { ValidationRegex: '(.)\\1\\1', RegexMatchMeansError: true }), 'aabab', null],
    // Rules without a regex.
    [rule(6, { MinimumLength: 10 }), 'short1', 'doesNotMeetMinimumLength'],
    [rule(6, { MinimumLength: 10 }), 'longenough1', null],
    [rule(6, { MinimumLength: 0 }), 'x', null],
    [rule(7), 'JO@example.com', 'matchesEmail'],
    [rule(7), 'jo@example.org', null],
    [rule(5), '123456789', 'matchesSSN'],
    [rule(5), '123-45-6789', 'matchesSSN'],
    [rule(5), '1234567890', null],
    [rule(9), 'SMIT', 'equalsPortionOfLogon'],
    [rule(9), 'smithy', null],
    [rule(10), 'myJSmith!', 'containsLogon'],
    [rule(10), 'j-smith', null],
    [rule(11), 'anything', null],
    // Character rules sent without a regex fall back to the obvious check.
    [rule(0), 'abc', 'missingCapitalLetter'],
    [rule(8), 'abbbc', 'containsThreeOrMoreConsecutiveIdenticalCharacters'],
    // A broken regex from the server never throws; the rule is judged by the fallback.
    [rule(3, { ValidationRegex: '([' }), 'abc', 'missingNumber'],
    // Unknown rule types are ignored.
    [rule(42), 'abc', null],
  ])('%o on %p fails %p', (serverRule, password, key) => {
    expect(serverPasswordFailures(password, [serverRule], context)).toEqual(key ? [key] : []);
  });

  it('takes SSN, e-mail and reuse from the async server check', () => {
    const rules = [rule(5), rule(7), rule(11)];
    const serverCheck = { matchesSsn: true, matchesEmail: true, reused: true };
    expect(serverPasswordFailures('whatever1', rules, { serverCheck })).toEqual([
      'matchesSSN',
      'matchesEmail',
      'passwordReused',
    ]);
  });

  it('lists every rule as valid or invalid, in the server order', () => {
    const rules = [rule(0, { ValidationRegex: '[A-Z]' }), rule(3, { ValidationRegex: '\\d' })];
    expect(passwordRuleStatuses('abc1', rules, context)).toEqual([
      { type: 0, key: 'missingCapitalLetter', label: 'Contains a capital letter', valid: false },
      { type: 3, key: 'missingNumber', label: 'Contains a number', valid: true },
    ]);
  });

  it('shows every rule invalid and fails "required" for an empty password', () => {
    const rules = [rule(3, { ValidationRegex: '\\d' })];
    expect(passwordRuleStatuses('', rules, context).map((s) => s.valid)).toEqual([false]);
    expect(serverPasswordFailures('', rules, context)).toEqual(['required']);
  });

  it('words the combined message exactly', () => {
    expect(PASSWORD_REQUIREMENTS_NOT_MET).toBe(
      'Password requirements are not met, please try again',
    );
  });

  it('reads the wire rules and refuses a malformed list', () => {
    const parsed = v.parse(PasswordValidationRulesSchema, [
      { ValidationRuleType: 6, MinimumLength: 9 },
    ]);
    expect(parsed).toEqual([
      {
        ValidationRuleType: 6,
        ValidationRegex: null,
        RegexMatchMeansError: false,
        MinimumLength: 9,
      },
    ]);
    expect(v.safeParse(PasswordValidationRulesSchema, [{ ValidationRuleType: 'x' }]).success).toBe(
      false,
    );
  });
});
