import { describe, expect, it } from '@jest/globals';
import { userInfoProblems, type UserInfoForm, type UserInfoRulesContext } from './user-info-form';

const context: UserInfoRulesContext = {
  userNameMinimumLength: 8,
  passwordMinimumLength: 8,
  maximumLength: 12,
  serverRules: null,
  savedSecretQuestion: 'What city were you born in?',
};

const form = (overrides: Partial<UserInfoForm>): UserInfoForm => ({
  logonName: 'borrower1',
  emailAddress: 'alex.morgan@example.com',
  oldPassword: '',
  newPassword: '',
  confirmNewPassword: '',
  secretQuestion: 'What city were you born in?',
  secretAnswer: '',
  ...overrides,
});

const change = (oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
  form({ oldPassword, newPassword, confirmNewPassword });

describe('user information rules (spec 1 §5, profile messages)', () => {
  it('accepts the saved values untouched', () => {
    expect(userInfoProblems(form({}), context)).toEqual({});
  });

  it.each([
    [form({ logonName: '' }), 'logonName', 'Login Name is required.'],
    [form({ logonName: 'short' }), 'logonName', 'Login name must be more than 8 characters'],
    [
      form({ logonName: 'a'.repeat(13) }),
      'logonName',
      'Login name cannot be longer than 12 characters',
    ],
    [
      form({ logonName: 'bad name!' }),
      'logonName',
      'Username should only contain valid characters',
    ],
    [form({ emailAddress: 'nope' }), 'emailAddress', 'A valid e-mail address is required.'],
    [
      form({ emailAddress: `${'a'.repeat(95)}@x.com` }),
      'emailAddress',
      'A valid e-mail address is required.',
    ],
    [change('', 'Harbor2026'), 'oldPassword', 'Your current password is required'],
    [change('short', 'Harbor2026'), 'oldPassword', 'Password cannot be shorter than 8 characters'],
    [change('Welcome123', ''), 'newPassword', 'Your new password is required'],
    [
      change('Welcome123', 'Harbor26', ''),
      'confirmNewPassword',
      'Your current password is required',
    ],
    [
      change('Welcome123', 'Harbor2026', 'Harbor2027'),
      'confirmNewPassword',
      'Your new passwords do not match',
    ],
    [
      change('Welcome123', 'Harb26'),
      'newPassword',
      'Password must be at least 8 characters in length.',
    ],
    [
      change('Welcome123', 'Harbor20261234'),
      'newPassword',
      'Password must be less than 12 characters in length.',
    ],
    [
      change('Welcome123', 'HarborView'),
      'newPassword',
      'Password must have both a letter and a number.',
    ],
    [change('Welcome123', 'borrower1a'), 'newPassword', 'Password must be different than Username'],
    [
      form({ secretQuestion: 'What is your favorite color?' }),
      'secretAnswer',
      'Resetting the security question requires a new security answer',
    ],
    [
      form({ secretAnswer: 'Blue<script>' }),
      'secretAnswer',
      'Invalid characters detected in answer',
    ],
  ])('%p has %s problem %p', (values, field, message) => {
    expect(userInfoProblems(values, context)).toMatchObject({ [field]: message });
  });

  it('allows 128 characters with customer credentials', () => {
    const long = `Harbor1${'x'.repeat(60)}`;
    expect(
      userInfoProblems(change('Welcome123', long), { ...context, maximumLength: 128 }),
    ).toEqual({});
  });

  it('in server-rule mode shows the combined message when a rule fails', () => {
    const serverRules = [
      {
        ValidationRuleType: 0,
        ValidationRegex: '[A-Z]',
        RegexMatchMeansError: false,
        MinimumLength: 0,
      },
    ];
    expect(
      userInfoProblems(change('Welcome123', 'harbor2026'), { ...context, serverRules }),
    ).toEqual({
      newPassword: 'Password requirements are not met, please try again',
    });
  });
});

describe('the async server check in the rules', () => {
  it.each([
    [{ matchesSsn: true }, 'Password must not include your SSN.'],
    [{ matchesEmail: true }, 'Password must be different than your e-mail address.'],
    [{ reused: true }, 'Password cannot be a previous password'],
    [{}, undefined],
  ])('legacy mode with the answer %p says %p', (serverCheck, message) => {
    expect(
      userInfoProblems(change('Welcome123', 'Harbor2026'), { ...context, serverCheck }).newPassword,
    ).toBe(message);
  });

  it('server-rule mode fails the reuse rule when the server says the password was used', () => {
    const serverRules = [
      {
        ValidationRuleType: 11,
        ValidationRegex: null,
        RegexMatchMeansError: false,
        MinimumLength: 0,
      },
    ];
    expect(
      userInfoProblems(change('Welcome123', 'Harbor2026'), {
        ...context,
        serverRules,
        serverCheck: { reused: true },
      }),
    ).toEqual({ newPassword: 'Password requirements are not met, please try again' });
  });
});
