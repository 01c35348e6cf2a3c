import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { userLogin } from '@portal/api-contract/identity/login';
import {
  checkTokenExpiration,
  lookupLoginFromToken,
  resetPassword,
  validatePasswordForResetPassword,
} from '@portal/api-contract/identity/passwords';
import { logout, maintenanceMode } from '@portal/api-contract/identity/portal-checks';
import { answer, refuse, type HttpHandler } from '@portal/area-testing/handlers';
import { renderArea } from '@portal/area-testing/render-area';
import LoginPage from '../features/login/components/login-page';
import ForcePasswordChangePage from '../features/force-password-change/components/force-password-change-page';

const base: HttpHandler[] = [
  answer(checkTokenExpiration, { Expired: false }),
  answer(lookupLoginFromToken, { Logon: 'company1' }),
  answer(validatePasswordForResetPassword, {
    PasswordMatchesSSN: false,
    PasswordMatchesEmail: false,
    PasswordExists: false,
  }),
  answer(resetPassword, { IsLoggedIn: true, UserToken: 'reset-session' }),
  answer(logout),
  answer(maintenanceMode, { isEnabled: false }),
  answer(userLogin, {
    IsLoggedIn: true,
    UserName: 'company1',
    PersonalName: 'Acme Farms',
    UserToken: 'login-session',
    EmailAddress: 'office@acme.test',
    EmailIsVerified: true,
    CompanyNumber: 42,
    IsTrustedDevice: true,
    HasPasswordQuestion: true,
    MustChangePassword: false,
  }),
];

function show(handlers: HttpHandler[] = []) {
  return renderArea(
    <Routes>
      <Route path="forcePasswordChange/*" element={<ForcePasswordChangePage />} />
      <Route path="login/*" element={<LoginPage />} />
    </Routes>,
    {
      area: 'identity',
      session: null,
      handlers: [...handlers, ...base],
      path: '/home/*',
      route: '/home/forcePasswordChange/reset-abc',
    },
  );
}

async function submit(password = 'Changed12345') {
  await userEvent.type(await screen.findByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), password);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('forced password change (spec 1 §2, §4)', () => {
  it('keeps Submit disabled until the form allows: on arrival, then while the passwords differ', async () => {
    show();
    const submitButton = await screen.findByRole('button', { name: 'Submit' });
    expect(submitButton).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New Password'), 'Changed12345');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Changed1234');
    expect(submitButton).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Confirm Password'), '5');
    await waitFor(() => expect(submitButton).toBeEnabled());
  });

  it('signs in with the new password like any login: the session holds the login response, CompanyNumber included', async () => {
    const { store, received, router } = show();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/dashboard'));
    expect(store.getState().session).toMatchObject({
      username: 'company1',
      personalName: 'Acme Farms',
      userToken: 'login-session',
      companyNumber: 42,
      isPersonalUser: false,
    });
    expect((await received(resetPassword))[0]?.body).toEqual({
      Enc: 'reset-abc',
      Password: 'Changed12345',
    });
    expect((await received(userLogin))[0]?.body).toMatchObject({
      username: 'company1',
      password: 'Changed12345',
    });
    // The reset's own sign-in is not kept alongside the login's.
    expect((await received(logout))[0]?.body).toEqual({
      UserToken: 'reset-session',
    });
  });

  it('a refused password keeps the form with the first error and starts no session', async () => {
    const { store, received } = show([refuse(resetPassword, 'ReusedPassword', { status: 403 })]);
    await submit();
    expect(await screen.findByRole('heading', { name: 'Password Change Required' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cannot reuse a previous password. Please choose a different password.',
    );
    expect(store.getState().session).toBeNull();
    expect(await received(userLogin)).toEqual([]);
  });

  it('an expired link says so', async () => {
    show([answer(checkTokenExpiration, { Expired: true })]);
    expect(await screen.findByText('The Password Reset Token Has Expired')).toBeVisible();
  });
});
