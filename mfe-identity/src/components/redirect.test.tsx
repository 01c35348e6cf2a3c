import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Redirect } from './redirect';

describe('Redirect', () => {
  it('redirects again after Back reaches another entry while the first redirect is still on screen', async () => {
    // The login page arrives when the test says so: a slow device still rendering the redirect.
    let arrive: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: '/home/register', element: <Redirect to="/home/login" /> },
        {
          path: '/home/login',
          loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))),
          element: <h1>Login</h1>,
        },
      ],
      { initialEntries: ['/home/register', '/home/register'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate(-1));
    await act(async () => arrive());

    expect(router.state.location.pathname).toBe('/home/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});
