import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { forbiddenWith, type AnswerTable } from '../testing/fake-api';
import { renderPage } from '../testing/render-page';
import LoginPage from '../features/login/components/login-page';
import ForcePasswordChangePage from '../features/force-password-change/components/force-password-change-page';

const NOT_MATCHING = {
  body: { PasswordMatchesSSN: false, PasswordMatchesEmail: false, PasswordExists: false },
};

const base: AnswerTable = {
  'POST Login/CheckTokenExpiration': { body: { Expired: false } },
  'POST Login/LookupLoginFromToken': { body: { HasNoErrors: true, Logon: 'company1' } },
  'POST Login/ValidatePasswordForResetPassword': NOT_MATCHING,
  'POST Login/ResetPassword': {
    body: { HasNoErrors: true, IsLoggedIn: true, UserToken: 'reset-session', Errors: [] },
  },
  'POST Login/Logout': { body: { HasNoErrors: true } },
  'GET MaintenanceMode': { body: { isEnabled: false } },
  'POST login/userlogin': {
    body: {
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
    },
  },
};

function show(answers: AnswerTable = {}) {
  return renderPage(
    <Routes>
      <Route path="forcePasswordChange/*" element={<ForcePasswordChangePage />} />
      <Route path="login/*" element={<LoginPage />} />
    </Routes>,
    {
      answers: { ...base, ...answers },
      path: '/home/*',
      url: '/home/forcePasswordChange/reset-abc',
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
    const { portal, sent, router } = show();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/dashboard'));
    expect(portal.store.getState().session).toMatchObject({
      username: 'company1',
      personalName: 'Acme Farms',
      userToken: 'login-session',
      companyNumber: 42,
      isPersonalUser: false,
    });
    expect(sent.find((r) => r.path === 'Login/ResetPassword')?.body).toEqual({
      Enc: 'reset-abc',
      Password: 'Changed12345',
    });
    expect(sent.find((r) => r.path === 'login/userlogin')?.body).toMatchObject({
      username: 'company1',
      password: 'Changed12345',
    });
    // The reset's own sign-in is not kept alongside the login's.
    expect(sent.find((r) => r.path === 'Login/Logout')?.body).toEqual({
      UserToken: 'reset-session',
    });
  });

  it('a refused password keeps the form with the first error and starts no session', async () => {
    const { portal, sent } = show({ 'POST Login/ResetPassword': forbiddenWith('ReusedPassword') });
    await submit();
    expect(await screen.findByRole('heading', { name: 'Password Change Required' })).toBeVisible();
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(portal.store.getState().session).toBeNull();
    expect(sent.some((r) => r.path === 'login/userlogin')).toBe(false);
  });

  it('an expired link says so', async () => {
    show({ 'POST Login/CheckTokenExpiration': { body: { Expired: true } } });
    expect(await screen.findByText('The Password Reset Token Has Expired')).toBeVisible();
  });
});
