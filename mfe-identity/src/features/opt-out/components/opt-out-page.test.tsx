import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../testing/render-page';
import OptOutPage from './opt-out-page';

const show = (url: string, hasNoErrors = true) =>
  renderPage(<OptOutPage />, {
    answers: { 'POST OptOut/OptOut': { body: { HasNoErrors: hasNoErrors } } },
    path: '/opt-out/*',
    url,
  });

describe('opt-out (spec 1 §4, §8)', () => {
  it('opts out with the token as the e-mail address and confirms', async () => {
    const { sent } = show('/opt-out?token=optout-borrower1');
    await userEvent.click(screen.getByRole('button', { name: 'Opt Out' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have successfully been opted out of notifications. Please allow 24 hours for this to take effect.',
    );
    expect(sent[0]?.body).toEqual({ EmailAddress: 'optout-borrower1' });
  });

  it('shows the error when the server refuses', async () => {
    show('/opt-out?token=x', false);
    await userEvent.click(screen.getByRole('button', { name: 'Opt Out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem updating your email preferences. Please try again.',
    );
  });

  it('shows the error at once without a token', () => {
    show('/opt-out');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There was a problem updating your email preferences. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Opt Out' })).toBeDisabled();
  });
});
