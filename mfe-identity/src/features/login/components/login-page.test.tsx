import { afterEach, describe, expect, it } from '@jest/globals';
import { userLogin } from '@portal/api-contract/identity/login';
import {
  recordAgreements,
  resendLoginCode,
  setPasswordQuestion,
  validateLoginCode,
} from '@portal/api-contract/identity/login-steps';
import { resetPassword } from '@portal/api-contract/identity/passwords';
import { businessDate, logout, maintenanceMode } from '@portal/api-contract/identity/portal-checks';
import { businessDay } from '@portal/area-testing/business-day';
import {
  answer,
  http,
  HttpResponse,
  networkFailure,
  refusalBody,
  refuse,
  serverError,
  urlOf,
  type HttpHandler,
} from '@portal/area-testing/handlers';
import { renderArea, type RenderAreaOptions } from '@portal/area-testing/render-area';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRUSTED_DEVICES_KEY } from '../../../lib/trusted-devices';
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

const signsIn = (extra: Record<string, unknown> = {}) => answer(userLogin, login(extra));

const base: HttpHandler[] = [answer(maintenanceMode, { isEnabled: false }), answer(logout)];

function show(handlers: HttpHandler[], options = {}, extra: Partial<RenderAreaOptions> = {}) {
  return renderArea(<LoginPage />, {
    area: 'identity',
    session: null,
    handlers: [...handlers, ...base],
    path: '/home/login/*',
    route: '/home/login',
    settings: { 'Features.MfaLogin': 'true', ...options },
    ...extra,
  });
}

async function signIn(username = 'mfauser1', password = 'Welcome123') {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

const DASHBOARD = 'Elsewhere: /myaccount/dashboard';

/** newpass1 must change the password first: the change hands out a new token. */
const mustChangePassword = signsIn({
  UserName: 'newpass1',
  UserToken: 'login-token',
  MustChangePassword: true,
  ChangePasswordToken: 'enc-1',
});
const OFFLINE = 'The portal is offline for maintenance. Please try again later.';

/** The UserToken of every Logout the back end received. */
const loggedOut = async (received: (e?: typeof logout) => Promise<{ body: unknown }[]>) =>
  (await received(logout)).map((request) => request.body);

afterEach(() => window.localStorage.clear());

describe('the login page and its steps', () => {
  it('signs a trusted user straight in and starts the session', async () => {
    const { store } = show([signsIn()]);
    await signIn();
    expect(await screen.findByText(DASHBOARD)).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({
      username: 'mfauser1',
      userToken: 'pending-token',
    });
  });

  it('asks for the security code, keeps the trusted-device token and then signs in', async () => {
    const { received, store } = show([
      signsIn({ IsTrustedDevice: false }),
      http.post(urlOf(validateLoginCode), async ({ request }) =>
        JSON.stringify(await request.json()).includes('123456')
          ? HttpResponse.json({
              HasNoErrors: true,
              Errors: [],
              UserToken: 'live-token',
              EmailAddress: 'casey@example.com',
              TrustedDeviceToken: 'device-token',
              CustomerID: '100003',
            })
          : HttpResponse.json(refusalBody('Invalid'), { status: 403 }),
      ),
    ]);
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

    expect(await screen.findByText(DASHBOARD)).toBeInTheDocument();
    expect(store.getState().session?.userToken).toBe('live-token');
    expect(JSON.parse(window.localStorage.getItem(TRUSTED_DEVICES_KEY) ?? '{}')).toEqual({
      '100003': 'device-token',
    });
    const [validate] = await received(validateLoginCode);
    expect(validate?.headers.get('UserToken')).toBe('pending-token');
    // The user token itself never lands in device storage.
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('live-token');
  });

  it("Resend Code asks for a new code for this sign-in: the pending sign-in's token travels", async () => {
    const { received } = show([signsIn({ IsTrustedDevice: false }), answer(resendLoginCode)]);
    await signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new security code has been sent.',
    );
    const [resend] = await received(resendLoginCode);
    expect(resend?.body).toEqual({ UserId: 'mfauser1' });
    // The back end finds the code to resend by the sign-in's token (spec 1 §4: a pending sign-in).
    expect(resend?.headers.get('UserToken')).toBe('pending-token');
  });

  it('sends exactly the credentials, and a login response without a token signs no one in', async () => {
    const { received, store } = show([
      // Off the contract: no UserToken. The back end is broken, not the borrower's password.
      http.post(urlOf(userLogin), () => HttpResponse.json({ IsLoggedIn: true, UserName: 'a' })),
    ]);
    await signIn('borrower1', 'Welcome123');
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE);
    expect(store.getState().session).toBeNull();
    expect((await received(userLogin))[0]?.body).toEqual({
      username: 'borrower1',
      password: 'Welcome123',
    });
  });

  it('sends the stored trusted-device tokens with the next login', async () => {
    window.localStorage.setItem(TRUSTED_DEVICES_KEY, JSON.stringify({ '100003': 'device-token' }));
    const { received } = show([signsIn()]);
    await signIn();
    await screen.findByText(DASHBOARD);
    expect((await received(userLogin))[0]?.body).toMatchObject({
      trustedDeviceTokens: ['device-token'],
    });
  });

  it('cancel ends the sign-in, destroys the server session and shows the form again', async () => {
    const { received, store } = show([signsIn({ IsTrustedDevice: false })]);
    await signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(async () =>
      expect(await loggedOut(received)).toEqual([{ UserToken: 'pending-token' }]),
    );
    expect(store.getState().session).toBeNull();
  });

  it('goes down with the offline message when maintenance comes on after a step', async () => {
    let maintenanceOn = false;
    show([
      answer(maintenanceMode, () => ({ isEnabled: maintenanceOn })),
      signsIn({ IsTrustedDevice: false }),
      answer(validateLoginCode, { UserToken: 'live', CustomerID: '1' }),
    ]);
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
    const { received, store } = show([
      answer(maintenanceMode, () => ({ isEnabled: maintenanceOn })),
      mustChangePassword,
      answer(resetPassword, { IsLoggedIn: true, UserToken: 'reset-token' }),
    ]);
    await signIn('newpass1');
    await userEvent.type(await screen.findByLabelText('New Password'), 'Brandnew123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Brandnew123');
    maintenanceOn = true;
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The portal is offline for maintenance. Please try again later.',
    );
    await waitFor(async () =>
      expect(await loggedOut(received)).toEqual(
        expect.arrayContaining([{ UserToken: 'login-token' }, { UserToken: 'reset-token' }]),
      ),
    );
    expect(store.getState().session).toBeNull();
  });

  it('a completed sign-in keeps only its last token: the one change password superseded is ended', async () => {
    const { received, store } = show([
      mustChangePassword,
      answer(resetPassword, { IsLoggedIn: true, UserToken: 'reset-token' }),
    ]);
    await signIn('newpass1');
    await userEvent.type(await screen.findByLabelText('New Password'), 'Brandnew123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Brandnew123');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(DASHBOARD)).toBeInTheDocument();
    expect(store.getState().session?.userToken).toBe('reset-token');
    await waitFor(async () =>
      expect(await loggedOut(received)).toEqual([{ UserToken: 'login-token' }]),
    );
  });

  it('hides the form while maintenance mode is on', async () => {
    show([answer(maintenanceMode, { isEnabled: true })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The portal is offline for maintenance. Please try again later.',
    );
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('runs change password with the legacy rules, then the secret question', async () => {
    show([
      signsIn({
        UserName: 'newpass1',
        MustChangePassword: true,
        ChangePasswordToken: 'enc-1',
        HasPasswordQuestion: false,
      }),
      answer(resetPassword, { IsLoggedIn: true, UserToken: 'new' }),
      answer(setPasswordQuestion),
    ]);
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
    expect(await screen.findByText(DASHBOARD)).toBeInTheDocument();
  }, 20_000);

  it('shows the reset error for the first code the server answers', async () => {
    show([
      signsIn({ MustChangePassword: true, ChangePasswordToken: 'enc-1' }),
      refuse(resetPassword, 'ReusedPassword', { status: 403 }),
    ]);
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
    const { received } = show([signsIn({ WebAgreementLogs: [] }), businessDay(day)], {
      'Agreements.Agreement1': 'https://example.com/terms|01/01/2024|Terms of Use|login',
    });
    await signIn();
    if (due) expect(await screen.findByLabelText('I agree to the Terms of Use')).toBeVisible();
    else {
      expect(await screen.findByText(DASHBOARD)).toBeInTheDocument();
      expect(screen.queryByLabelText('I agree to the Terms of Use')).toBeNull();
    }
    expect(await received(businessDate)).toHaveLength(1);
  });

  it('without a login agreement set up, signing in does not ask for the business day', async () => {
    const { received } = show([signsIn({ WebAgreementLogs: [] })]);
    await signIn();
    expect(await screen.findByText(DASHBOARD)).toBeInTheDocument();
    expect(await received(businessDate)).toEqual([]);
  });

  it('a business day that cannot be read ends the sign-in as down, not skipping agreements', async () => {
    const { received } = show([signsIn({ WebAgreementLogs: [] }), serverError(businessDate)], {
      'Agreements.Agreement1': 'https://example.com/terms|01/01/2024|Terms of Use|login',
    });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The portal is offline for maintenance. Please try again later.',
    );
    expect(await received(businessDate)).toHaveLength(1);
    expect(screen.queryByText(DASHBOARD)).toBeNull();
    expect(screen.queryByLabelText('I agree to the Terms of Use')).toBeNull();
  });

  it('asks for the agreements that are due and records them', async () => {
    const { received } = show([signsIn({ WebAgreementLogs: [] }), answer(recordAgreements)], {
      'Agreements.Agreement1': 'https://example.com/terms|01/01/2024|Terms of Use|login',
    });
    await signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('You must select all agreements.')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the Terms of Use.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('I agree to the Terms of Use'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(DASHBOARD)).toBeInTheDocument();
    expect((await received(recordAgreements))[0]?.body).toMatchObject({
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
    show([refuse(userLogin, code, { status: 403 })]);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it.each([
    ['no answer at all', networkFailure(userLogin), OFFLINE],
    ['a 502 without a code', serverError(userLogin, 502), OFFLINE],
    ['a 403 without a code', serverError(userLogin, 403), 'Not Authorized.'],
  ])('a sign-in that gets %s shows the message', async (_case, handler, message) => {
    show([handler]);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
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
      show([signsIn()], {
        'Agreements.Agreement1': 'https://example.com/ok|1/1/2020|Privacy Policy|registration',
        'Agreements.Agreement2': setting,
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      await signIn();
      expect(await screen.findByText(DASHBOARD)).toBeInTheDocument();
    },
  );

  it('offers the quick sign-in outside production builds; it signs in as the sandbox borrower', async () => {
    const { received } = show([signsIn()]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Quick sign-in (development build)' }),
    );
    expect(await screen.findByText(DASHBOARD)).toBeInTheDocument();
    expect((await received(userLogin))[0]?.body).toMatchObject({
      username: 'borrower1',
      password: 'Welcome123',
    });
  });

  // The shell's signed-out layout carries the logo in its header; the card repeating it showed
  // the logo twice on the login page.
  it('leaves the logo to the layout header, with a logo configured', () => {
    show([], { 'Login.LogoFile': 'logo.svg' }, { institution: { CdnFolder: 'sandbox' } });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it.each([
    ['a configured background', 'sandbox', 'bg.jpg', '/sandbox/branding/logos/bg.jpg'],
    ['no background setting', 'sandbox', '', null],
    ['a plain-http CDN the CSP would refuse', 'http://cdn.example.net', 'bg.jpg', null],
  ])('background image: %s', (_case, cdn, file, src) => {
    const { container } = show(
      [],
      { 'Login.BackgroundFile': file },
      { institution: { CdnFolder: cdn } },
    );
    const image = container.querySelector('img.identity-login-backdrop__image');
    if (src === null) expect(image).toBeNull();
    else {
      expect(image).toHaveAttribute('src', src);
      // Decorative, so screen readers skip it.
      expect(image).toHaveAttribute('alt', '');
    }
  });
});
