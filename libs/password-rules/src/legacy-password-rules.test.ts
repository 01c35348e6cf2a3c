import { describe, expect, it } from '@jest/globals';
import { legacyPasswordFailures, legacyPasswordMessage } from './legacy-password-rules';

const context = {
  logon: 'jsmith',
  ssn: '123-45-6789',
  email: 'jo@example.com',
  minLength: 8,
  maxLength: 12,
};

describe('legacy password rules (spec 1 §5)', () => {
  it.each([
    ['', ['required'], 'Password is required.'],
    ['abc1', ['minlength'], 'Password must be at least 8 characters in length.'],
    ['abcdefgh12345', ['maxlength'], 'Password must be less than 12 characters in length.'],
    ['abcdefghij', ['needsLettersAndNumbers'], 'Password must have both a letter and a number.'],
    ['9876543210', ['needsLettersAndNumbers'], 'Password must have both a letter and a number.'],
    ['xJSMITH1', ['containsName'], 'Password must be different than Username'],
    ['a123456789', ['matchesSSN'], 'Password must not include your SSN.'],
    ['good1pass', [], undefined],
  ])('%p fails %p with %p', (password, failures, message) => {
    const result = legacyPasswordFailures(password, context);
    expect(result).toEqual(failures);
    expect(legacyPasswordMessage(result, context)).toBe(message);
  });

  it('flags a password equal to the e-mail address, ignoring case', () => {
    const result = legacyPasswordFailures('JO1@example.com', {
      ...context,
      email: 'jo1@EXAMPLE.com',
    });
    expect(result).toContain('matchesEmail');
  });

  it('uses the institution minimum in the message', () => {
    const strict = { ...context, minLength: 10 };
    const result = legacyPasswordFailures('abc12345', strict);
    expect(legacyPasswordMessage(result, strict)).toBe(
      'Password must be at least 10 characters in length.',
    );
  });

  it('allows 128 characters with customer credentials', () => {
    expect(legacyPasswordFailures(`a1${'x'.repeat(126)}`, { ...context, maxLength: 128 })).toEqual(
      [],
    );
  });
});
