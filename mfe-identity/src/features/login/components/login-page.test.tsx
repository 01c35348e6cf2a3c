import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRUSTED_DEVICES_KEY } from '../../../lib/trusted-devices';
import { forbiddenWith, type AnswerTable } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import LoginPage from './login-page';

const login = (extra: Record<string, unknown> = {}) => ({
  IsLoggedIn: true,
  UserName: 'mfauser1',
  PersonalName: 'Casey Rivera',
  UserToken: 'pending-token',
  EmailAddress: 'casey@example.com',
  EmailIsVerified: true,
  CompanyNumber: 0,
  IsTrustedDevice: true,
  HasPasswordQuestion: true,
  MustChangePassword: false,
  ...extra,
});

const base: AnswerTable = {
  'GET MaintenanceMode': { body: { isEnabled: false } },
  'POST Login/Logout': { body: { HasNoErrors: true } },
};

function show(answers: AnswerTable, options = {}) {
  return renderPage(<LoginPage />, {
    answers: { ...base, ...answers },
    path: '/home/login/*',
    url: '/home/login',
    options: { 'Features.MfaLogin': 'true', ...options },
  });
}

async function signIn(username = 'mfauser1', password = 'Welcome123') {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => window.localStorage.clear());

describe('the login page and its steps', () => {
  it('signs a trusted user straight in and starts the session', async () => {
    const { portal } = show({ 'POST login/userlogin': { body: login() } });
    await signIn();
    expect(await screen.findByText('Landed on /myaccount/dashboard')).toBeInTheDocument();
    expect(portal.store.getState().session).toMatchObject({
      username: 'mfauser1',
      userToken: 'pending-token',
    });
  });

  it('asks for the security code, keeps the trusted-device token and then signs in', async () => {
    const { sent, portal } = show({
      'POST login/userlogin': { body: login({ IsTrustedDevice: false }) },
      'POST Login/ValidateCode': (body) =>
        JSON.stringify(body).includes('123456')
          ? {
              body: {
                UserToken: 'live-token',
                EmailAddress: 'casey@example.com',
                TrustedDeviceToken: 'device-token',
                CustomerID: '100003',
              },
            }
          : forbiddenWith('Invalid'),
    });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Security Code' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('A security code is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Security Code'), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The security code is invalid');

    await userEvent.clear(screen.getByLabelText('Security Code'));
    await userEvent.type(screen.getByLabelText('Security Code'), '123456');
    await userEvent.click(screen.getByLabelText('This is a trusted device'));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Landed on /myaccount/dashboard')).toBeInTheDocument();
    expect(portal.store.getState().session?.userToken).toBe('live-token');
    expect(JSON.parse(window.localStorage.getItem(TRUSTED_DEVICES_KEY) ?? '{}')).toEqual({
      '100003': 'device-token',
    });
    const validate = sent.find((request) => request.path === 'Login/ValidateCode');
    expect(validate?.headers.get('UserToken')).toBe('pending-token');
    // The user token itself never lands in device storage.
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('live-token');
  });

  it("Resend Code asks for a new code for this sign-in: the pending sign-in's token travels", async () => {
    const { sent } = show({
      'POST login/userlogin': { body: login({ IsTrustedDevice: false }) },
      'POST Login/ResendCode': { body: { HasNoErrors: true, Errors: [] } },
    });
    await signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new security code has been sent.',
    );
    const resend = sent.find((request) => request.path === 'Login/ResendCode');
    expect(resend?.body).toEqual({ UserId: 'mfauser1' });
    // The back end finds the code to resend by the sign-in's token (spec 1 §4: a pending sign-in).
    expect(resend?.headers.get('UserToken')).toBe('pending-token');
  });

  it('sends the stored trusted-device tokens with the next login', async () => {
    window.localStorage.setItem(TRUSTED_DEVICES_KEY, JSON.stringify({ '100003': 'device-token' }));
    const { sent } = show({ 'POST login/userlogin': { body: login() } });
    await signIn();
    await screen.findByText('Landed on /myaccount/dashboard');
    expect(sent.find((r) => r.path === 'login/userlogin')?.body).toMatchObject({
      trustedDeviceTokens: ['device-token'],
    });
  });

  it('cancel ends the sign-in, destroys the server session and shows the form again', async () => {
    const { sent, portal } = show({
      'POST login/userlogin': { body: login({ IsTrustedDevice: false }) },
    });
    await signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.find((r) => r.path === 'Login/Logout')?.body).toEqual({
        UserToken: 'pending-token',
      }),
    );
    expect(portal.store.getState().session).toBeNull();
  });

  it('goes down with the offline message when maintenance comes on after a step', async () => {
    let maintenanceOn = false;
    show({
      'GET MaintenanceMode': () => ({ body: { isEnabled: maintenanceOn } }),
      'POST login/userlogin': { body: login({ IsTrustedDevice: false }) },
      'POST Login/ValidateCode': { body: { UserToken: 'live', CustomerID: '1' } },
    });
    await signIn();
    await userEvent.type(await screen.findByLabelText('Security Code'), '123456');
    maintenanceOn = true;
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The portal is offline for maintenance. Please try again later.',
    );
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('ends every token the sign-in received: the superseded one at once, the last one when it goes down', async () => {
    let maintenanceOn = false;
    const { sent, portal } = show({
      'GET MaintenanceMode': () => ({ body: { isEnabled: maintenanceOn } }),
      'POST login/userlogin': {
        body: login({
          UserName: 'newpass1',
          UserToken: 'login-token',
          MustChangePassword: true,
          ChangePasswordToken: 'enc-1',
        }),
      },
      'POST Login/ResetPassword': {
        body: { HasNoErrors: true, IsLoggedIn: true, UserToken: 'reset-token' },
      },
    });
    await signIn('newpass1');
    await userEvent.type(await screen.findByLabelText('New Password'), 'Brandnew123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Brandnew123');
    maintenanceOn = true;
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The portal is offline for maintenance. Please try again later.',
    );
    await waitFor(() =>
      expect(sent.filter((r) => r.path === 'Login/Logout').map((r) => r.body)).toEqual(
        expect.arrayContaining([{ UserToken: 'login-token' }, { UserToken: 'reset-token' }]),
      ),
    );
    expect(portal.store.getState().session).toBeNull();
  });

  it('a completed sign-in keeps only its last token: the one change password superseded is ended', async () => {
    const { sent, portal } = show({
      'POST login/userlogin': {
        body: login({
          UserName: 'newpass1',
          UserToken: 'login-token',
          MustChangePassword: true,
          ChangePasswordToken: 'enc-1',
        }),
      },
      'POST Login/ResetPassword': {
        body: { HasNoErrors: true, IsLoggedIn: true, UserToken: 'reset-token' },
      },
    });
    await signIn('newpass1');
    await userEvent.type(await screen.findByLabelText('New Password'), 'Brandnew123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Brandnew123');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Landed on /myaccount/dashboard')).toBeInTheDocument();
    expect(portal.store.getState().session?.userToken).toBe('reset-token');
    await waitFor(() =>
      expect(sent.filter((r) => r.path === 'Login/Logout').map((r) => r.body)).toEqual([
        { UserToken: 'login-token' },
      ]),
    );
  });

  it('hides the form while maintenance mode is on', async () => {
    show({ 'GET MaintenanceMode': { body: { isEnabled: true } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The portal is offline for maintenance. Please try again later.',
    );
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('runs change password with the legacy rules, then the secret question', async () => {
    show({
      'POST login/userlogin': {
        body: login({
          UserName: 'newpass1',
          MustChangePassword: true,
          ChangePasswordToken: 'enc-1',
          HasPasswordQuestion: false,
        }),
      },
      'POST Login/ResetPassword': {
        body: { HasNoErrors: true, IsLoggedIn: true, UserToken: 'new' },
      },
      'POST register/SetPasswordQuestion': { body: { HasNoErrors: true } },
    });
    await signIn('newpass1');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New Password'), 'short1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('Password must be at least 8 characters in length.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords Do Not Match')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'Brandnew123');
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Brandnew123');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(
      await screen.findByRole('heading', { name: 'Set Up a Secret Question' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please Select a Question')).toBeInTheDocument();
    expect(screen.getByText('Secret Answer is required.')).toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByLabelText('Secret Question'),
      'What city were you born in?',
    );
    await userEvent.type(screen.getByLabelText('Secret Answer'), 'Semi;colon');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Secret Answer Contains Invalid Characters.'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Secret Answer'));
    await userEvent.type(screen.getByLabelText('Secret Answer'), 'Springfield');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Landed on /myaccount/dashboard')).toBeInTheDocument();
  }, 20_000);

  it('shows the reset error for the first code the server answers', async () => {
    show({
      'POST login/userlogin': {
        body: login({ MustChangePassword: true, ChangePasswordToken: 'enc-1' }),
      },
      'POST Login/ResetPassword': forbiddenWith('ReusedPassword'),
    });
    await signIn();
    await userEvent.type(await screen.findByLabelText('New Password'), 'Brandnew123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Brandnew123');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cannot reuse a previous password. Please choose a different password.',
    );
  });

  it.each([
    // The browser's clock says 2026 or later; the institution's business day decides.
    ['2024-01-01', 'due: in force from the business day on', true],
    ['2023-12-31', 'not yet due the business day before', false],
  ])('an agreement effective 01/01/2024 on business day %s is %s', async (day, _, due) => {
    const { sent } = show(
      {
        'POST login/userlogin': { body: login({ WebAgreementLogs: [] }) },
        'GET setup/BusinessDate': { body: { BusinessDate: `${day}T00:00:00`, TimeZone: 'UTC' } },
      },
      { 'Agreements.Agreement1': 'https://example.com/terms|01/01/2024|Terms of Use|login' },
    );
    await signIn();
    if (due) expect(await screen.findByLabelText('I agree to the Terms of Use')).toBeVisible();
    else {
      expect(await screen.findByText('Landed on /myaccount/dashboard')).toBeInTheDocument();
      expect(screen.queryByLabelText('I agree to the Terms of Use')).toBeNull();
    }
    expect(sent.some((r) => r.path === 'setup/BusinessDate')).toBe(true);
  });

  it('without a login agreement set up, signing in does not ask for the business day', async () => {
    const { sent } = show({ 'POST login/userlogin': { body: login({ WebAgreementLogs: [] }) } });
    await signIn();
    expect(await screen.findByText('Landed on /myaccount/dashboard')).toBeInTheDocument();
    expect(sent.some((r) => r.path === 'setup/BusinessDate')).toBe(false);
  });

  it('a business day that cannot be read ends the sign-in as down, not skipping agreements', async () => {
    const { sent } = show(
      {
        'POST login/userlogin': { body: login({ WebAgreementLogs: [] }) },
        'GET setup/BusinessDate': { status: 500, body: {} },
      },
      { 'Agreements.Agreement1': 'https://example.com/terms|01/01/2024|Terms of Use|login' },
    );
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The portal is offline for maintenance. Please try again later.',
    );
    expect(sent.some((r) => r.path === 'setup/BusinessDate')).toBe(true);
    expect(screen.queryByText('Landed on /myaccount/dashboard')).toBeNull();
    expect(screen.queryByLabelText('I agree to the Terms of Use')).toBeNull();
  });

  it('asks for the agreements that are due and records them', async () => {
    const { sent } = show(
      {
        'POST login/userlogin': { body: login({ WebAgreementLogs: [] }) },
        'POST AgreementLog/RecordAgreements': { body: { HasNoErrors: true } },
      },
      { 'Agreements.Agreement1': 'https://example.com/terms|01/01/2024|Terms of Use|login' },
    );
    await signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('You must select all agreements.')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the Terms of Use.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('I agree to the Terms of Use'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Landed on /myaccount/dashboard')).toBeInTheDocument();
    expect(sent.find((r) => r.path === 'AgreementLog/RecordAgreements')?.body).toMatchObject({
      Agreements: [
        {
          NameOfTerms: 'Terms of Use',
          AgreementType: 11337,
          WhenToAgree: 0,
          DateOfTerms: '2024-01-01T00:00:00',
        },
      ],
    });
  });

  it.each([
    ['Invalid', 'Username or password is invalid.'],
    [
      'MFANoEmail',
      'There is no email associated with this account. Please contact your institution to set one up.',
    ],
  ])('a 403 %s shows %p', async (code, message) => {
    show({ 'POST login/userlogin': forbiddenWith(code) });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it.each([
    [
      'a wrong number of parts',
      'https://example.com/terms|1/1/2020|Terms',
      'Incorrect number of agreement parameters (Agreements.Agreement2)',
    ],
    [
      'an unknown type',
      'https://example.com/terms|1/1/2020|Terms|sometimes',
      'Invalid agreement type (Agreements.Agreement2)',
    ],
  ])(
    'shows the setup error for an agreement setting with %s; the form still works',
    async (_case, setting, message) => {
      show(
        { 'POST login/userlogin': { body: login() } },
        {
          'Agreements.Agreement1': 'https://example.com/ok|1/1/2020|Privacy Policy|registration',
          'Agreements.Agreement2': setting,
        },
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      await signIn();
      expect(await screen.findByText('Landed on /myaccount/dashboard')).toBeInTheDocument();
    },
  );

  it('offers the quick sign-in outside production builds; it signs in as the sandbox borrower', async () => {
    const { sent } = show({ 'POST login/userlogin': { body: login() } });
    await userEvent.click(
      screen.getByRole('button', { name: 'Quick sign-in (development build)' }),
    );
    expect(await screen.findByText('Landed on /myaccount/dashboard')).toBeInTheDocument();
    expect(sent.find((r) => r.path === 'login/userlogin')?.body).toMatchObject({
      username: 'borrower1',
      password: 'Welcome123',
    });
  });

  // The shell's signed-out layout carries the logo in its header; the card repeating it showed
  // the logo twice on the login page.
  it('leaves the logo to the layout header, with a logo configured', () => {
    renderPage(<LoginPage />, {
      answers: base,
      path: '/home/login/*',
      url: '/home/login',
      options: { 'Login.LogoFile': 'logo.svg' },
      institution: { CdnFolder: 'sandbox' },
    });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it.each([
    ['a configured background', 'sandbox', 'bg.jpg', '/sandbox/branding/logos/bg.jpg'],
    ['no background setting', 'sandbox', '', null],
    ['a plain-http CDN the CSP would refuse', 'http://cdn.example.net', 'bg.jpg', null],
  ])('background image: %s', (_case, cdn, file, src) => {
    const { container } = renderPage(<LoginPage />, {
      answers: base,
      path: '/home/login/*',
      url: '/home/login',
      options: { 'Login.BackgroundFile': file },
      institution: { CdnFolder: cdn },
    });
    const image = container.querySelector('img.identity-login-backdrop__image');
    if (src === null) expect(image).toBeNull();
    else {
      expect(image).toHaveAttribute('src', src);
      // Decorative, so screen readers skip it.
      expect(image).toHaveAttribute('alt', '');
    }
  });
});
