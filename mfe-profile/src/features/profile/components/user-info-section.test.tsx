import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { MobileBridge } from '@portal/shared-contracts';
import type { PasswordServerCheck } from '@portal/password-rules/server-password-rules';
import type { ApiResult } from '@portal/wire/api-result';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileCalls } from '../hooks/use-profile-calls';
import { fakeCalls, userInfo, WithCalls } from '../testing/profile-fixtures';
import { UserInfoSection } from './user-info-section';

const rules = {
  userNameMinimumLength: 8,
  passwordMinimumLength: 8,
  maximumLength: 12,
  serverRules: null,
};

function renderSection(calls: ProfileCalls, hidden: string[] = []) {
  render(
    <WithCalls calls={calls}>
      <UserInfoSection
        saved={userInfo()}
        rules={rules}
        hiddenCodes={new Set(hidden)}
        questions={['What city were you born in?', 'What is your favorite color?']}
        onSaved={() => undefined}
        onDirtyChange={() => undefined}
      />
    </WithCalls>,
  );
  return screen.getByRole('region', { name: 'User Information' });
}

async function changePassword(section: HTMLElement, current = 'Welcome123') {
  await userEvent.type(within(section).getByLabelText('Current password'), current);
  await userEvent.type(within(section).getByLabelText('New password'), 'Harbor2026');
  await userEvent.type(within(section).getByLabelText('Confirm new password'), 'Harbor2026');
  await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
}

const refusing = (code: string | undefined) =>
  fakeCalls({
    updateUserInfo: async () =>
      code === undefined
        ? ({ kind: 'unavailable', reason: 'network', status: 0 } as const)
        : ({ kind: 'refused', code } as const),
  });

afterEach(() => {
  delete window.borrowerPortalMobileBridge;
});

describe('UserInfoSection', () => {
  it.each([
    ['InvalidCurrentPassword', [], 'Your current password is incorrect'],
    ['ReusedPassword', [], 'Password cannot be a previous password'],
    ['PasswordTooShort', [], 'Password is too short'],
    ['LogonNameExists', [], 'That login name already exists, please choose another'],
    [
      'LogonNameExists',
      ['LogonNameExists'],
      'There was an error saving changes to your information',
    ],
    ['CorrectErrors', [], 'There was a problem saving your changes, please correct errors first'],
    ['Unauthorized', [], 'There was an error saving changes to your information'],
    [undefined, [], 'There was an error saving changes to your information'],
  ])('a save refused with %p (hidden %p) shows %p', async (code, hidden, message) => {
    const section = renderSection(refusing(code), hidden);
    await changePassword(section);
    expect(await within(section).findByRole('alert')).toHaveTextContent(message);
  });

  it('sends the upper-camel fields and clears the passwords after a save', async () => {
    const updateUserInfo = jest.fn<ProfileCalls['updateUserInfo']>(async () => ({
      kind: 'ok' as const,
      value: userInfo(),
    }));
    const section = renderSection(fakeCalls({ updateUserInfo }));
    await changePassword(section);
    expect(await within(section).findByText('Saved')).toBeInTheDocument();
    expect(updateUserInfo).toHaveBeenCalledWith({
      logonName: 'borrower1',
      emailAddress: 'alex.morgan@example.com',
      oldPassword: 'Welcome123',
      newPassword: 'Harbor2026',
      confirmNewPassword: 'Harbor2026',
      secretQuestion: 'What city were you born in?',
      secretAnswer: '',
    });
    expect(within(section).getByLabelText('Current password')).toHaveValue('');
    expect(within(section).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('asks for a new answer when the question changes', async () => {
    const section = renderSection(fakeCalls());
    await userEvent.selectOptions(
      within(section).getByLabelText('Secret question'),
      'What is your favorite color?',
    );
    expect(
      await within(section).findByText(
        'Resetting the security question requires a new security answer',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves biometrics first on a capable device; a failure shows BiometricsNotUpdated', async () => {
    Object.defineProperty(window.navigator, 'userAgent', {
      value: 'Mozilla/5.0 BorrowerPortalApp/2.1',
      configurable: true,
    });
    const setBiometricsEnabled = jest.fn<MobileBridge['setBiometricsEnabled']>(async () => false);
    window.borrowerPortalMobileBridge = {
      appVersion: '2.1',
      platform: 'ios',
      canUseBiometrics: async () => true,
      setBiometricsEnabled,
      signInWithBiometrics: async () => null,
      openAppStore: () => undefined,
      requestInAppReview: () => undefined,
    };
    const updateUserInfo = jest.fn<ProfileCalls['updateUserInfo']>();
    const section = renderSection(fakeCalls({ updateUserInfo }));
    await userEvent.click(await within(section).findByLabelText('Sign in with biometrics'));
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'There was a problem updating biometrics',
    );
    expect(setBiometricsEnabled).toHaveBeenCalledWith(true);
    expect(updateUserInfo).not.toHaveBeenCalled();
  });

  it('shows no biometrics toggle in an ordinary browser', () => {
    const section = renderSection(fakeCalls());
    expect(within(section).queryByLabelText('Sign in with biometrics')).not.toBeInTheDocument();
  });
});

describe('UserInfoSection password helpers', () => {
  it('reveals and hides a password', async () => {
    const section = renderSection(fakeCalls());
    const input = within(section).getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(within(section).getByRole('button', { name: 'Show new password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(within(section).getByRole('button', { name: 'Show new password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('in server-rule mode lists each rule as met or not, with the combined message', async () => {
    render(
      <WithCalls calls={fakeCalls()}>
        <UserInfoSection
          saved={userInfo()}
          rules={{
            ...rules,
            maximumLength: 128,
            serverRules: [
              {
                ValidationRuleType: 0,
                ValidationRegex: '[A-Z]',
                RegexMatchMeansError: false,
                MinimumLength: 0,
              },
              {
                ValidationRuleType: 6,
                ValidationRegex: null,
                RegexMatchMeansError: false,
                MinimumLength: 10,
              },
            ],
          }}
          hiddenCodes={new Set()}
          questions={[]}
          onSaved={() => undefined}
          onDirtyChange={() => undefined}
        />
      </WithCalls>,
    );
    const section = screen.getByRole('region', { name: 'User Information' });
    await userEvent.type(within(section).getByLabelText('New password'), 'Harbor26');
    const list = within(section).getByRole('list', { name: 'Password requirements' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['✓ Contains a capital letter (met)', '✗ At least 10 characters long (not met)']);
    expect(
      await within(section).findByText('Password requirements are not met, please try again'),
    ).toBeInTheDocument();
  });
});

describe('UserInfoSection async password check', () => {
  it('asks the server about an e-mail-like password after the debounce and shows its answer', async () => {
    let answer: (check: ApiResult<PasswordServerCheck>) => void = () => undefined;
    const validatePassword = jest.fn<ProfileCalls['validatePassword']>(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const section = renderSection(fakeCalls({ validatePassword }));
    await userEvent.type(within(section).getByLabelText('Current password'), 'Welcome123');
    await userEvent.type(within(section).getByLabelText('New password'), 'ab12@cd.com');
    await userEvent.type(within(section).getByLabelText('Confirm new password'), 'ab12@cd.com');
    // Pending: Save stays disabled until the server has answered.
    expect(within(section).getByRole('button', { name: 'Save' })).toBeDisabled();
    await waitFor(() => expect(validatePassword).toHaveBeenCalledTimes(1));
    expect(validatePassword).toHaveBeenCalledWith('ab12@cd.com', {
      InvalidWhenMatchesSSN: false,
      InvalidWhenMatchEmail: true,
      InvalidWhenPasswordExists: false,
    });
    answer({ kind: 'ok', value: { matchesEmail: true } });
    expect(
      await within(section).findByText('Password must be different than your e-mail address.'),
    ).toBeInTheDocument();
  });

  it('does not ask the server about an ordinary password in legacy mode', async () => {
    const validatePassword = jest.fn<ProfileCalls['validatePassword']>();
    const section = renderSection(fakeCalls({ validatePassword }));
    await userEvent.type(within(section).getByLabelText('Current password'), 'Welcome123');
    await userEvent.type(within(section).getByLabelText('New password'), 'Harbor2026');
    await userEvent.type(within(section).getByLabelText('Confirm new password'), 'Harbor2026');
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Save' })).toBeEnabled(),
    );
    expect(validatePassword).not.toHaveBeenCalled();
  });
});
