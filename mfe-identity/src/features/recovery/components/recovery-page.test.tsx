import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateNewPassword, getSecretQuestion } from '@portal/api-contract/identity/recovery';
import { answer, serverError, type HttpHandler } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import RecoveryPage from './recovery-page';

/** The page, once its form shows (after the business day has loaded). */
async function show(
  options: Record<string, string> = {},
  storedQuestion: string | null = null,
  businessDate?: string,
  handlers: HttpHandler[] = [],
) {
  const view = renderArea(<RecoveryPage />, {
    area: 'identity',
    session: null,
    handlers: [
      ...handlers,
      answer(getSecretQuestion, {
        Credentials: { LogonName: 'borrower1', SecretQuestion: storedQuestion },
      }),
      answer(generateNewPassword),
    ],
    path: '/home/recovery/*',
    route: '/home/recovery',
    settings: options,
    ...(businessDate ? { businessDate } : {}),
  });
  // The first render of a test run also loads the form's date library: allow it the time.
  await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 });
  // The form stands before the business day is known; its rules need that day.
  await waitFor(() => expect(screen.queryByText('Preparing the form…')).toBeNull());
  return view;
}

describe('recovery', () => {
  it.each([
    // The browser's clock says 2026 or later; the institution's business day decides.
    ['06/01/2020', null],
    ['06/02/2020', 'Invalid Date'],
  ])('on business day 2020-06-01 a date of birth %s gives %s', async (typed, message) => {
    await show({}, null, '2020-06-01');
    await userEvent.type(screen.getByLabelText(/Date of Birth/), typed.replaceAll('/', ''));
    await userEvent.click(screen.getByLabelText('Zip Code'));
    if (message) expect(await screen.findByText(message)).toBeInTheDocument();
    else expect(screen.queryByText('Invalid Date')).toBeNull();
  });

  it('validates each visible field with the spec messages', async () => {
    await show({ 'Recovery.HideBranch': 'false' });
    // Continue is disabled while the form is invalid, also on arrival (spec 1 §5).
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    // Each field says what it needs once it has been visited.
    for (const label of ['Email', /Date of Birth/, 'Zip Code', 'Branch Number'])
      await userEvent.click(screen.getByLabelText(label));
    await userEvent.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Date of Birth is required')).toBeInTheDocument();
    expect(screen.getByText('Zip Code is required')).toBeInTheDocument();
    expect(screen.getByText('The branch Id is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.type(screen.getByLabelText(/Date of Birth/), '13/45/2999');
    await userEvent.type(screen.getByLabelText('Zip Code'), '123');
    await userEvent.type(screen.getByLabelText('Branch Number'), '12a345');
    expect(screen.getByLabelText('Branch Number')).toHaveValue('1234');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Invalid Date')).toBeInTheDocument();
    expect(screen.getByText('Zip Code must be 5 digits')).toBeInTheDocument();
  });

  it('recovers without a question: only the filled fields are sent, then the success message', async () => {
    const { received } = await show({
      'Features.RecoveryWithoutQuestion': 'true',
      'Recovery.HideDateOfBirth': 'true',
      'Recovery.HideZip': 'true',
    });
    await userEvent.type(screen.getByLabelText('Email'), 'alex.morgan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('borrower1')).toBeInTheDocument();
    expect(screen.queryByLabelText('Secret Answer')).not.toBeInTheDocument();
    expect((await received(getSecretQuestion))[0]?.body).toEqual({
      EmailAddress: 'alex.morgan@example.com',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'An e-mail with instructions to reset your password will arrive shortly.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'shows the configured wording of a stored question',
      {},
      'what city were you  born in?',
      'What city were you born in?',
    ],
    [
      'custom-question mode shows the stored question as the user wrote it',
      { 'Features.CustomSecurityQuestion': 'true' },
      'Who was my hero?',
      'Who was my hero?',
    ],
  ])('%s', async (_case, options, stored, shown) => {
    await show(options, stored);
    await userEvent.type(screen.getByLabelText('Email'), 'alex.morgan@example.com');
    await userEvent.type(screen.getByLabelText(/Date of Birth/), '01011980');
    await userEvent.type(screen.getByLabelText('Zip Code'), '49503');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByLabelText('Secret Answer')).toHaveAccessibleDescription(shown);
    // The password step's button stays disabled until an answer is given (spec 1 §5).
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Secret Answer'), 'Rex');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
  });

  it('a stored question not in the configured list is the BadQuestion error; the user stays', async () => {
    await show({}, 'What was your first car?');
    await userEvent.type(screen.getByLabelText('Email'), 'alex.morgan@example.com');
    await userEvent.type(screen.getByLabelText(/Date of Birth/), '01011980');
    await userEvent.type(screen.getByLabelText('Zip Code'), '49503');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to recover credentials. An error occurred retrieving your secret question.',
    );
    expect(screen.queryByLabelText('Secret Answer')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('a server error without a code says to contact the institution (Error500)', async () => {
    await show({}, null, undefined, [serverError(getSecretQuestion, 500)]);
    await userEvent.type(screen.getByLabelText('Email'), 'alex.morgan@example.com');
    await userEvent.type(screen.getByLabelText(/Date of Birth/), '01011980');
    await userEvent.type(screen.getByLabelText('Zip Code'), '49503');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error validating your identity, please contact your institution',
    );
  });
});
