import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../testing/render-page';
import RecoveryPage from './recovery-page';

function show(options: Record<string, string> = {}) {
  return renderPage(<RecoveryPage />, {
    answers: {
      'GET MaintenanceMode': { body: { isEnabled: false } },
      'POST Recovery/GetSecretQuestion': {
        body: { HasNoErrors: true, Credentials: { LogonName: 'borrower1', SecretQuestion: null } },
      },
      'POST Recovery/GenerateNewPassword': { body: { HasNoErrors: true } },
    },
    path: '/home/recovery/*',
    url: '/home/recovery',
    options,
  });
}

describe('recovery', () => {
  it('validates each visible field with the spec messages', async () => {
    show({ 'Recovery.HideBranch': 'false' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Date of Birth is required')).toBeInTheDocument();
    expect(screen.getByText('Zip Code is required')).toBeInTheDocument();
    expect(screen.getByText('The branch Id is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.type(screen.getByLabelText(/Date of Birth/), '13/45/2999');
    await userEvent.type(screen.getByLabelText('Zip Code'), '123');
    await userEvent.type(screen.getByLabelText('Branch Number'), '12a345');
    expect(screen.getByLabelText('Branch Number')).toHaveValue('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Invalid Date')).toBeInTheDocument();
    expect(screen.getByText('Zip Code must be 5 digits')).toBeInTheDocument();
  });

  it('recovers without a question: only the filled fields are sent, then the success message', async () => {
    const { sent } = show({
      'Features.RecoveryWithoutQuestion': 'true',
      'Recovery.HideDateOfBirth': 'true',
      'Recovery.HideZip': 'true',
    });
    await userEvent.type(screen.getByLabelText('Email'), 'alex.morgan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('borrower1')).toBeInTheDocument();
    expect(screen.queryByLabelText('Secret Answer')).not.toBeInTheDocument();
    expect(sent.find((r) => r.path === 'Recovery/GetSecretQuestion')?.body).toEqual({
      EmailAddress: 'alex.morgan@example.com',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'An e-mail with instructions to reset your password will arrive shortly.',
      ),
    ).toBeInTheDocument();
  });
});
