import { describe, expect, it } from '@jest/globals';
import { passwordCheckRequest } from './async-password-check';
import type { PasswordValidationRule } from './password-rule-types';

const reuseRule: PasswordValidationRule = {
  ValidationRuleType: 11,
  ValidationRegex: null,
  RegexMatchMeansError: false,
  MinimumLength: 0,
};

describe('does a password need the async server check (spec 1 §5)', () => {
  it.each([
    ['', [], null],
    ['plainpass1', [], null],
    ['jo@example.com', [], { ssn: false, email: true, reuse: false }],
    ['123456789', [], { ssn: true, email: false, reuse: false }],
    ['123-45-6789', [], { ssn: true, email: false, reuse: false }],
    ['12345678', [], null],
    ['plainpass1', [reuseRule], { ssn: false, email: false, reuse: true }],
  ])('%p with rules %o asks %o', (value, rules, expected) => {
    const request = passwordCheckRequest(value, rules);
    expect(
      request && {
        ssn: request.InvalidWhenMatchesSSN,
        email: request.InvalidWhenMatchEmail,
        reuse: request.InvalidWhenPasswordExists,
      },
    ).toEqual(expected);
  });
});
