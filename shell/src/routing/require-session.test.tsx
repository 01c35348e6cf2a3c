import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { getPortal, sessionFromLogin } from '@portal/shared-contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { installRequestStub } from '../testing/request-stub';
import { RequireSession } from './require-session';

installRequestStub();

describe('RequireSession (the myaccount guard)', () => {
  it('sends a Back to a signed-in page home even while the logout redirect is still under way', async () => {
    getPortal()
      .store.getState()
      .startSession(sessionFromLogin({ UserName: 'borrower1', UserToken: 'tok' }));
    // The login page arrives when the test says so: a slow device still rendering the logout.
    let arrive: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          path: '/myaccount/*',
          element: (
            <RequireSession>
              <h1>Profile</h1>
            </RequireSession>
          ),
        },
        {
          path: '/home/login',
          loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))),
          element: <h1>Login</h1>,
        },
      ],
      { initialEntries: ['/myaccount/dashboard', '/myaccount/profile'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();

    act(() => getPortal().store.getState().endSession());
    // Back, before the redirect home has finished.
    await act(() => router.navigate(-1));
    await act(async () => arrive());

    expect(router.state.location.pathname).toBe('/home/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});
