import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forbiddenWith, type AnswerTable } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import RegisterPage from './register-page';

const base: AnswerTable = {
  'GET MaintenanceMode': { body: { isEnabled: false } },
  'POST Register/GenerateMFACode': {
    body: { Invalid: false, MFAToken: 'mfa', EmailToDisplay: 'j***@example.com' },
  },
  'POST Register/ValidateCode': (body) =>
    JSON.stringify(body).includes('123456')
      ? { body: { RegistrationToken: 'reg-token' } }
      : forbiddenWith('CodeExpired'),
  'POST Register/CreateAccount': { body: { HasNoErrors: true, Errors: [] } },
};

function show(answers: AnswerTable = {}, options = {}) {
  return renderPage(<RegisterPage />, {
    answers: { ...base, ...answers },
    path: '/home/register/*',
    url: '/home/register',
    options: { 'Features.MfaRegistration': 'true', ...options },
  });
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
  it('asks for every personal field with the spec messages', async () => {
    show();
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
    show();
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
    const { sent } = show();
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
    const create = sent.find((r) => r.path === 'Register/CreateAccount');
    expect(create?.body).toMatchObject({
      AccountNumber: '0006-100805-2',
      DateOfBirth: '01/15/1990',
      SSN: '789012345',
      UserName: 'jamieparker',
      RegistrationToken: 'reg-token',
      SecretQuestion: 'What city were you born in?',
    });
    await waitFor(() => expect(screen.getByText('Landed on /home/login')).toBeInTheDocument(), {
      timeout: 3000,
    });
  }, 20_000);

  it('shows the creation error and stays', async () => {
    show(
      {
        'POST Register/CreateAccount': {
          body: { HasNoErrors: false, Errors: [{ ErrorMessage: 'LoginNameExists' }] },
        },
      },
      { 'Features.MfaRegistration': 'false', 'Features.RecoveryWithoutQuestion': 'true' },
    );
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
});
