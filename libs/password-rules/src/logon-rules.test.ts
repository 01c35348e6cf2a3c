import { describe, expect, it } from '@jest/globals';
import {
  hasOnlyAllowedTextCharacters,
  logonFailures,
  logonMessage,
  serverLogonFailures,
  serverLogonMessage,
} from './logon-rules';
import { confirmationFailure } from './password-confirmation';

const limits = { minLength: 8, maxLength: 12 };

describe('logon rules (spec 1 §5, Logon)', () => {
  it.each([
    ['', ['required'], 'Login Name is required.'],
    ['short', ['minlength'], 'Login name must be more than 8 characters'],
    ['waytoolongname', ['maxlength'], 'Login name cannot be longer than 12 characters'],
    ['bad name!', ['pattern'], 'Username should only contain valid characters'],
    ["a_b.c!#$%&'*", [], undefined],
    ['+-/=?^`|~@xy', [], undefined],
    ['jo<script>', ['pattern'], 'Username should only contain valid characters'],
  ])('%p fails %p with %p', (logon, failures, message) => {
    const result = logonFailures(logon, limits);
    expect(result).toEqual(failures);
    expect(logonMessage(result, limits)).toBe(message);
  });

  it('allows 128 characters with customer credentials', () => {
    expect(logonFailures('a'.repeat(128), { minLength: 8, maxLength: 128 })).toEqual([]);
    expect(logonFailures('a'.repeat(129), { minLength: 8, maxLength: 128 })).toEqual(['maxlength']);
  });

  it.each([
    ["My dog's name (Rex), 2!", true],
    ['a.b@c#d$e%f&g*h-i+j|k=l?', true],
    ['semi;colon', false],
    ['<b>', false],
    ['under_score', false],
  ])('text %p uses only allowed characters: %p', (text, allowed) => {
    expect(hasOnlyAllowedTextCharacters(text)).toBe(allowed);
  });

  it.each([
    ['abc', 'abc', undefined],
    ['abc', 'abd', 'passwordsDontMatch'],
  ])('confirmation of %p by %p fails %p', (password, confirmation, key) => {
    expect(confirmationFailure(password, confirmation)).toBe(key);
  });
});

describe('server logon rules (GetLogonValidationRules, spec 1 §7)', () => {
  const rules = [
    { ValidationRuleType: 6, ValidationRegex: null, RegexMatchMeansError: false, MinimumLength: 8 },
    {
      ValidationRuleType: 3,
      ValidationRegex: '[0-9]',
      RegexMatchMeansError: false,
      MinimumLength: 0,
    },
    { ValidationRuleType: 7, ValidationRegex: null, RegexMatchMeansError: false, MinimumLength: 0 },
  ];
  it.each([
    ['jordan2024', [], undefined],
    [
      'jordan',
      ['At least 8 characters long', 'Contains a number'],
      'Login name requirements are not met: At least 8 characters long; Contains a number.',
    ],
    [
      'a1@b.com',
      ['Cannot match your e-mail address'],
      'Login name requirements are not met: Cannot match your e-mail address.',
    ],
    ['', [], undefined],
  ])('%p breaks %p', (logon, labels, message) => {
    const failed = serverLogonFailures(logon, rules, 'A1@b.com');
    expect(failed).toEqual(labels);
    expect(serverLogonMessage(failed)).toBe(message);
  });
});
