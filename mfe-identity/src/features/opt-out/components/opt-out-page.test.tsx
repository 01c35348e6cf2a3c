import { describe, expect, it } from '@jest/globals';
import { optOut } from '@portal/api-contract/identity/email-links';
import { answer, networkFailure, refuse, type HttpHandler } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import { screen } from '@testing-library/react';
import OptOutPage from './opt-out-page';

const show = (route: string, handlers: HttpHandler[] = [answer(optOut)]) =>
  renderArea(<OptOutPage />, {
    area: 'identity',
    session: null,
    path: '/opt-out',
    route,
    handlers,
  });

const ERROR = 'There was a problem updating your email preferences. Please try again.';

describe('opt-out (spec 1 §4, §8)', () => {
  it('opts out with the token as the e-mail address and confirms', async () => {
    const view = show('/opt-out?token=optout-borrower1');
    await view.user.click(screen.getByRole('button', { name: 'Opt Out' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have successfully been opted out of notifications. Please allow 24 hours for this to take effect.',
    );
    expect((await view.received(optOut))[0]?.body).toEqual({ EmailAddress: 'optout-borrower1' });
  });

  it.each([
    ['answers HasNoErrors false', answer(optOut, { HasNoErrors: false })],
    ['refuses with a code', refuse(optOut, 'Invalid')],
    ['cannot be reached', networkFailure(optOut)],
  ])('shows the error when the server %s', async (_, handler) => {
    const view = show('/opt-out?token=x', [handler]);
    await view.user.click(screen.getByRole('button', { name: 'Opt Out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR);
  });

  it('shows the error at once without a token', () => {
    show('/opt-out');
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR);
    expect(screen.getByRole('button', { name: 'Opt Out' })).toBeDisabled();
  });
});
