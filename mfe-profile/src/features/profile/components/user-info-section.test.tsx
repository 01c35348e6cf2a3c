import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { validatePasswordForLoggedInUser } from '@portal/api-contract/identity/passwords';
import { updateUserInfo } from '@portal/api-contract/profile/profile-updates';
import {
  answer,
  handle,
  HttpResponse,
  networkFailure,
  refuse,
  unauthorized,
  type HttpHandler,
} from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import type { MobileBridge } from '@portal/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { userInfo, wireUserInfo } from '../testing/profile-fixtures';
import { UserInfoSection } from './user-info-section';

const rules = {
  userNameMinimumLength: 8,
  passwordMinimumLength: 8,
  maximumLength: 12,
  serverRules: null,
};

function renderSection(handlers: HttpHandler[] = [], hidden: string[] = []) {
  const view = renderArea(
    <UserInfoSection
      saved={userInfo()}
      rules={rules}
      hiddenCodes={new Set(hidden)}
      questions={['What city were you born in?', 'What is your favorite color?']}
      onSaved={() => undefined}
      onDirtyChange={() => undefined}
    />,
    { area: 'profile', handlers },
  );
  return { ...view, section: screen.getByRole('region', { name: 'User Information' }) };
}

async function changePassword(user: UserEvent, section: HTMLElement, current = 'Welcome123') {
  await user.type(within(section).getByLabelText('Current password'), current);
  await user.type(within(section).getByLabelText('New password'), 'Harbor2026');
  await user.type(within(section).getByLabelText('Confirm new password'), 'Harbor2026');
  await user.click(within(section).getByRole('button', { name: 'Save' }));
}

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
  ])('a save refused with %p (hidden %p) shows %p', async (code, hidden, message) => {
    const { section, user } = renderSection([refuse(updateUserInfo, code)], hidden);
    await changePassword(user, section);
    expect(await within(section).findByRole('alert')).toHaveTextContent(message);
  });

  it('a save without an answer shows the generic error', async () => {
    const { section, user } = renderSection([networkFailure(updateUserInfo)]);
    await changePassword(user, section);
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'There was an error saving changes to your information',
    );
  });

  it('a save answered Unauthorized shows the generic error and asks the shell to log out', async () => {
    const { section, user, logouts } = renderSection([unauthorized(updateUserInfo)]);
    await changePassword(user, section);
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'There was an error saving changes to your information',
    );
    expect(logouts).toEqual(['unauthorized']);
  });

  it('sends the upper-camel fields and clears the passwords after a save', async () => {
    const { section, user, received } = renderSection([
      answer(updateUserInfo, { UserInfo: wireUserInfo() }),
    ]);
    await changePassword(user, section);
    expect(await within(section).findByText('Saved')).toBeInTheDocument();
    const [sent] = await received(updateUserInfo);
    expect(sent?.body).toEqual({
      LogonName: 'borrower1',
      EmailAddress: 'alex.morgan@example.com',
      OldPassword: 'Welcome123',
      NewPassword: 'Harbor2026',
      ConfirmNewPassword: 'Harbor2026',
      SecretQuestion: 'What city were you born in?',
      SecretAnswer: '',
    });
    expect(within(section).getByLabelText('Current password')).toHaveValue('');
    expect(within(section).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('asks for a new answer when the question changes', async () => {
    const { section, user } = renderSection();
    await user.selectOptions(
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
    const { section, user, received } = renderSection();
    await user.click(await within(section).findByLabelText('Sign in with biometrics'));
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'There was a problem updating biometrics',
    );
    expect(setBiometricsEnabled).toHaveBeenCalledWith(true);
    expect(await received(updateUserInfo)).toHaveLength(0);
  });

  it('shows no biometrics toggle in an ordinary browser', () => {
    const { section } = renderSection();
    expect(within(section).queryByLabelText('Sign in with biometrics')).not.toBeInTheDocument();
  });
});

describe('UserInfoSection password helpers', () => {
  it('reveals and hides a password', async () => {
    const { section, user } = renderSection();
    const input = within(section).getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(within(section).getByRole('checkbox', { name: 'Show new password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(within(section).getByRole('checkbox', { name: 'Show new password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('in server-rule mode lists each rule as met or not, with the combined message', async () => {
    const { user } = renderArea(
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
      />,
      { area: 'profile' },
    );
    const section = screen.getByRole('region', { name: 'User Information' });
    await user.type(within(section).getByLabelText('New password'), 'Harbor26');
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
    let answerCheck: () => void = () => undefined;
    const { section, user, received } = renderSection([
      handle(
        validatePasswordForLoggedInUser,
        () =>
          new Promise<Response>((resolve) => {
            answerCheck = () =>
              resolve(HttpResponse.json({ HasNoErrors: true, PasswordMatchesEmail: true }));
          }),
      ),
    ]);
    await user.type(within(section).getByLabelText('Current password'), 'Welcome123');
    await user.type(within(section).getByLabelText('New password'), 'ab12@cd.com');
    await user.type(within(section).getByLabelText('Confirm new password'), 'ab12@cd.com');
    // Pending: Save stays disabled until the server has answered.
    expect(within(section).getByRole('button', { name: 'Save' })).toBeDisabled();
    await waitFor(async () =>
      expect(await received(validatePasswordForLoggedInUser)).toHaveLength(1),
    );
    const [sent] = await received(validatePasswordForLoggedInUser);
    expect(sent?.body).toEqual({
      PasswordToValidate: 'ab12@cd.com',
      InvalidWhenMatchesSSN: false,
      InvalidWhenMatchEmail: true,
      InvalidWhenPasswordExists: false,
    });
    answerCheck();
    expect(
      await within(section).findByText('Password must be different than your e-mail address.'),
    ).toBeInTheDocument();
  });

  it('does not ask the server about an ordinary password in legacy mode', async () => {
    const { section, user, received } = renderSection();
    await user.type(within(section).getByLabelText('Current password'), 'Welcome123');
    await user.type(within(section).getByLabelText('New password'), 'Harbor2026');
    await user.type(within(section).getByLabelText('Confirm new password'), 'Harbor2026');
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Save' })).toBeEnabled(),
    );
    expect(await received(validatePasswordForLoggedInUser)).toHaveLength(0);
  });
});
