import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyEndpoint } from '@portal/api-contract/endpoint';
import {
  getLogonValidationRules,
  getPasswordValidationRules,
} from '@portal/api-contract/identity/passwords';
import { businessDate, maintenanceMode } from '@portal/api-contract/identity/portal-checks';
import {
  createAccount,
  generateMfaCode,
  validateRegistrationCode,
} from '@portal/api-contract/identity/registration';
import {
  answer,
  http,
  HttpResponse,
  refuse,
  refusalBody,
  serverError,
  urlOf,
  type HttpHandler,
} from '@portal/area-testing/handlers';
import { businessDay } from '@portal/area-testing/business-day';
import { renderArea } from '@portal/area-testing/render-area';
import RegisterPage from './register-page';

const base: HttpHandler[] = [
  answer(maintenanceMode, { isEnabled: false }),
  answer(generateMfaCode, { Invalid: false, MFAToken: 'mfa', EmailToDisplay: 'j***@example.com' }),
  http.post(urlOf(validateRegistrationCode), async ({ request }) =>
    JSON.stringify(await request.json()).includes('123456')
      ? HttpResponse.json({ HasNoErrors: true, Errors: [], RegistrationToken: 'reg-token' })
      : HttpResponse.json(refusalBody('CodeExpired'), { status: 403 }),
  ),
  answer(createAccount),
];

/** A rule list as the back end sends it: a bare array, not an envelope. */
const ruleList = (endpoint: AnyEndpoint, list: object[]) =>
  http.post(urlOf(endpoint), () => HttpResponse.json(list));

function render(handlers: HttpHandler[] = [], options = {}) {
  return renderArea(<RegisterPage />, {
    area: 'identity',
    session: null,
    handlers: [...handlers, ...base],
    path: '/home/register/*',
    route: '/home/register',
    settings: { 'Features.MfaRegistration': 'true', ...options },
  });
}

/** The page, once its sections show (after the business day has loaded). */
async function show(handlers: HttpHandler[] = [], options = {}) {
  const view = render(handlers, options);
  // The first render of a test run also loads the form's date library: allow it the time.
  await screen.findByRole('tabpanel', {}, { timeout: 5000 });
  return view;
}

async function fillPersonal() {
  await userEvent.click(screen.getByLabelText('Loan'));
  await userEvent.type(screen.getByLabelText('Account Number'), '00061008052');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Parker');
  await userEvent.type(screen.getByLabelText('Email'), 'jamie@example.com');
  await userEvent.type(screen.getByLabelText('SSN'), '789-01-2345');
  await userEvent.type(screen.getByLabelText(/Date of Birth/), '01151990');
  await userEvent.type(screen.getByLabelText('Zip Code'), '49503');
  await userEvent.type(screen.getByLabelText('Phone Number'), '6165550100');
}

describe('registration', () => {
  it.each([
    // The browser's clock says 2026 or later; the institution's business day decides.
    ['06/01/2020', false],
    ['06/02/2020', true],
  ])('on business day 2020-06-01 a date of birth %s is refused: %s', async (typed, refused) => {
    await show([businessDay('2020-06-01')]);
    await userEvent.type(screen.getByLabelText(/Date of Birth/), typed.replaceAll('/', ''));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Last Name is required.')).toBeInTheDocument();
    expect(screen.queryByText('Date Of Birth is invalid.') !== null).toBe(refused);
  });

  it('says so when the business day cannot be read, rather than guess it', async () => {
    render([serverError(businessDate)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while trying to load that page.',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('asks for every personal field with the spec messages', async () => {
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    for (const message of [
      'Account Number is required.',
      'Last Name is required.',
      'emailAddress is required.',
      'SSN is required.',
      'Date Of Birth is required.',
      'Zip Code is required.',
      'Phone Number is required.',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('masks the account number and SSN, and refuses a future date of birth', async () => {
    await show();
    await userEvent.click(screen.getByLabelText('Loan'));
    await userEvent.type(screen.getByLabelText('Account Number'), '00061008052');
    expect(screen.getByLabelText('Account Number')).toHaveValue('0006-100805-2');
    await userEvent.type(screen.getByLabelText('SSN'), '78a9');
    expect(screen.getByLabelText('SSN')).toHaveValue('789');
    expect(screen.getByLabelText('SSN')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByLabelText('Show SSN'));
    expect(screen.getByLabelText('SSN')).toHaveAttribute('type', 'text');
    await userEvent.type(screen.getByLabelText(/Date of Birth/), '01012999');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Date Of Birth is invalid.')).toBeInTheDocument();
    expect(screen.getByText('Please enter all required digits of SSN.')).toBeInTheDocument();
    expect(screen.getByText('emailAddress is invalid.')).toBeInTheDocument();
  });

  it('verifies the e-mail, takes the security answers and creates the account', async () => {
    const { received, router } = await show();
    await fillPersonal();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('We sent a security code to j***@example.com.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('A security code is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Security Code'), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code you have entered has expired.',
    );
    await userEvent.clear(screen.getByLabelText('Security Code'));
    await userEvent.type(screen.getByLabelText('Security Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await userEvent.selectOptions(
      await screen.findByLabelText('Secret Question'),
      'What city were you born in?',
    );
    await userEvent.type(screen.getByLabelText('Secret Answer'), 'Grand Rapids');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByLabelText('Password')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Login Name is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Login Name'), 'jamieparker');
    await userEvent.type(screen.getByLabelText('Password'), 'Register123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Register12');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password does not match')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirm Password'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Your account has been registered.')).toBeInTheDocument();
    const create = (await received(createAccount))[0];
    expect(create?.body).toMatchObject({
      AccountNumber: '0006-100805-2',
      DateOfBirth: '01/15/1990',
      SSN: '789012345',
      UserName: 'jamieparker',
      RegistrationToken: 'reg-token',
      SecretQuestion: 'What city were you born in?',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'), {
      timeout: 3000,
    });
  }, 20_000);

  it('shows the creation error and stays', async () => {
    await show([refuse(createAccount, 'LoginNameExists')], {
      'Features.MfaRegistration': 'false',
      'Features.RecoveryWithoutQuestion': 'true',
    });
    await fillPersonal();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText('Login Name'), 'borrower1');
    await userEvent.type(screen.getByLabelText('Password'), 'Register123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Register123');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The logon name you chose is already taken.',
    );
  });

  async function toLogonInfo(handlers: HttpHandler[] = [], options: Record<string, string> = {}) {
    const view = await show(handlers, {
      'Features.MfaRegistration': 'false',
      'Features.RecoveryWithoutQuestion': 'true',
      ...options,
    });
    await fillPersonal();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Login Name');
    return view;
  }

  it('marks the confirmation touched once logon, password and agreements are valid', async () => {
    await toLogonInfo([], {
      'Agreements.Agreement1': 'https://example.com/terms|1/1/2020|Terms of Use|registration',
    });
    await userEvent.type(screen.getByLabelText('Login Name'), 'jamieparker');
    await userEvent.type(screen.getByLabelText('Password'), 'Register123');
    // Agreements not ticked yet: the confirmation is left alone.
    expect(screen.queryByText('Password confirmation required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms of Use/ }));
    expect(await screen.findByText('Password confirmation required')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sanitises the password as typed: a pasted line break and zero-width space are dropped', async () => {
    await toLogonInfo();
    await userEvent.type(screen.getByLabelText('Login Name'), 'jamieparker');
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.paste('Regi\u200Bster123\n');
    expect(screen.getByLabelText('Password')).toHaveValue('Register123');
  });

  it('server-rule mode: checks the logon against GetLogonValidationRules', async () => {
    const { received } = await toLogonInfo(
      [
        ruleList(getPasswordValidationRules, []),
        ruleList(getLogonValidationRules, [
          {
            ValidationRuleType: 3,
            ValidationRegex: '[0-9]',
            RegexMatchMeansError: false,
            MinimumLength: 0,
          },
        ]),
      ],
      { 'Features.CustomerCredentials': 'true', 'Features.PasswordRuleList': 'true' },
    );
    expect(await received(getLogonValidationRules)).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Login Name'), 'jamieparker');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Login name requirements are not met: Contains a number.'),
    ).toBeInTheDocument();
  });

  it('server-rule mode: the debounced check finds a password equal to the SSN typed earlier', async () => {
    await toLogonInfo(
      [
        ruleList(getPasswordValidationRules, [
          {
            ValidationRuleType: 5,
            ValidationRegex: null,
            RegexMatchMeansError: false,
            MinimumLength: 0,
          },
        ]),
        ruleList(getLogonValidationRules, []),
      ],
      { 'Features.CustomerCredentials': 'true', 'Features.PasswordRuleList': 'true' },
    );
    await userEvent.type(screen.getByLabelText('Login Name'), 'jamieparker');
    await userEvent.type(screen.getByLabelText('Password'), '789-01-2345');
    const rules = screen.getByRole('list', { name: 'Password requirements' });
    // Right after typing the answer is not in yet; 500 ms later the rule reads as not met.
    expect(rules).toHaveTextContent('Cannot match your SSN (met)');
    await waitFor(() => expect(rules).toHaveTextContent('Cannot match your SSN (not met)'));
  });

  it('shows an agreement setup error next to the agreements that do parse', async () => {
    await toLogonInfo([], {
      'Agreements.Agreement1': 'https://example.com/terms|1/1/2020|Terms of Use|registration',
      'Agreements.Agreement3': '|1/1/2020|Broken|registration',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Incorrect number of agreement parameters (Agreements.Agreement3)',
    );
    expect(screen.getByRole('checkbox', { name: /Terms of Use/ })).toBeInTheDocument();
  });

  it('breadcrumb tabs unlock as sections become valid and open by click or keyboard', async () => {
    await show([], { 'Features.MfaRegistration': 'false' });
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getByRole('tablist', { name: 'Registration steps' })).toBeInTheDocument();
    expect(tab('Personal Data')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Security')).toHaveAttribute('aria-disabled', 'true');
    expect(tab('Registration')).toHaveAttribute('aria-disabled', 'true');
    // A locked tab does not open.
    await userEvent.click(tab('Security'));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Personal Data');
    expect(screen.getByLabelText('Last Name')).toBeInTheDocument();

    await fillPersonal();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Secret Answer')).toBeInTheDocument();
    expect(tab('Security')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Security')).not.toHaveAttribute('aria-disabled');
    expect(tab('Registration')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Security');

    // Keyboard: the selected tab is the one in the tab order; arrows move, Enter opens.
    tab('Security').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Personal Data')).toHaveFocus(); // Registration is locked, so it wraps round
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByLabelText('Last Name')).toHaveValue('Parker');
    expect(tab('Personal Data')).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(tab('Security'));
    await userEvent.selectOptions(
      await screen.findByLabelText('Secret Question'),
      'What city were you born in?',
    );
    await userEvent.type(screen.getByLabelText('Secret Answer'), 'Grand Rapids');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Login Name')).toBeInTheDocument();
    expect(tab('Registration')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab('Personal Data'));
    await userEvent.click(await screen.findByRole('tab', { name: 'Registration' }));
    expect(await screen.findByLabelText('Login Name')).toBeInTheDocument();
  }, 20_000);
});
