import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getPasswordValidationRules,
  validatePasswordForLoggedInUser,
  validatePasswordForResetPassword,
} from '@portal/api-contract/identity/passwords';
import { answer, http, HttpResponse, urlOf } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import { NewPasswordForm } from './new-password-form';

const RULES = [
  {
    ValidationRuleType: 0,
    ValidationRegex: '[A-Z]',
    RegexMatchMeansError: false,
    MinimumLength: 0,
  },
  {
    ValidationRuleType: 3,
    ValidationRegex: '[0-9]',
    RegexMatchMeansError: false,
    MinimumLength: 0,
  },
  { ValidationRuleType: 6, ValidationRegex: null, RegexMatchMeansError: false, MinimumLength: 10 },
];

function show(options: Record<string, string>, onSubmit = jest.fn(async (_: string) => undefined)) {
  renderArea(<NewPasswordForm logon="jsmith" submitLabel="Submit" onSubmit={onSubmit} />, {
    area: 'identity',
    session: null,
    // The rule list is a bare array, not an envelope: answered as the back end sends it.
    handlers: [http.post(urlOf(getPasswordValidationRules), () => HttpResponse.json(RULES))],
    settings: options,
  });
  return onSubmit;
}

describe('the new-password form', () => {
  it('server-rule mode: lists each rule as met or not and shows the combined message', async () => {
    const onSubmit = show({
      'Features.CustomerCredentials': 'true',
      'Features.PasswordRuleList': 'true',
    });
    await userEvent.type(screen.getByLabelText('New Password'), 'lowercase1');
    const list = await screen.findByRole('list', { name: 'Password requirements' });
    expect(within(list).getByText(/Contains a capital letter/)).toHaveTextContent('(not met)');
    expect(within(list).getByText(/Contains a number/)).toHaveTextContent('(met)');
    expect(within(list).getByText(/At least 10 characters long/)).toHaveTextContent('(met)');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'lowercase1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Password requirements are not met, please try again'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'Uppercase12');
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Uppercase12');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith('Uppercase12');
  });

  it.each([
    ['', '', 'Password is required.', 'Password confirmation required'],
    ['abcdefghi', 'abcdefghi', 'Password must have both a letter and a number.', null],
    ['xjsmith12', 'xjsmith12', 'Password must be different than Username', null],
    ['abcdefgh12', 'x', 'Passwords Do Not Match', null],
  ])('legacy rules: %p / %p → %p, %p', async (password, confirmation, message, confirmMessage) => {
    const onSubmit = show({});
    if (password) await userEvent.type(screen.getByLabelText('New Password'), password);
    if (confirmation) await userEvent.type(screen.getByLabelText('Confirm Password'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    if (confirmMessage) expect(screen.getByText(confirmMessage)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('caps the password at 12 characters without customer credentials', async () => {
    show({});
    await userEvent.type(screen.getByLabelText('New Password'), 'abcdefgh123456');
    expect(screen.getByLabelText('New Password')).toHaveValue('abcdefgh1234');
  });

  it('reveals the password on request', async () => {
    show({});
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByLabelText('Show password'));
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
  });

  it.each([
    [
      'a signed-in user (the login step) asks ValidatePasswordForLoggedInUser with its token',
      { kind: 'signedIn', userToken: 'step-token' } as const,
      validatePasswordForLoggedInUser,
    ],
    [
      'a reset asks ValidatePasswordForResetPassword with the reset token',
      { kind: 'reset', resetToken: 'reset-token' } as const,
      validatePasswordForResetPassword,
    ],
  ])('async check: %s, 500 ms after typing', async (_case, source, endpoint) => {
    const matchesEmail = {
      PasswordMatchesSSN: false,
      PasswordMatchesEmail: true,
      PasswordExists: false,
    };
    const { received } = renderArea(
      <NewPasswordForm
        logon="jsmith"
        checkSource={source}
        submitLabel="Submit"
        onSubmit={jest.fn(async () => undefined)}
      />,
      {
        area: 'identity',
        session: null,
        handlers: [
          answer(validatePasswordForLoggedInUser, matchesEmail),
          answer(validatePasswordForResetPassword, matchesEmail),
        ],
      },
    );
    await userEvent.type(screen.getByLabelText('New Password'), 'me1@mail.com');
    expect(await received(endpoint)).toHaveLength(0);
    await waitFor(async () => expect(await received(endpoint)).toHaveLength(1));
    const call = (await received(endpoint))[0];
    expect(call?.body).toMatchObject({
      PasswordToValidate: 'me1@mail.com',
      InvalidWhenMatchEmail: true,
    });
    if (source.kind === 'signedIn') expect(call?.headers.get('UserToken')).toBe('step-token');
    else expect(call?.body).toMatchObject({ ResetToken: 'reset-token' });
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'me1@mail.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Password must be different than your e-mail address.'),
    ).toBeInTheDocument();
  });
});
