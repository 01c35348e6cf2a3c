import {
  describeApiFailure,
  getPortal,
  sessionFromLogin,
  usePortalState,
} from '@portal/shared-contracts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { userLogin, type Credentials } from '../api/user-login';
import { loginFailure, type LoginFailure } from '../rules/login-failure';
import { LoginForm } from './login-form';

/** Banners for the error value the login route may receive (spec 1 §2, Login screen). */
const ARRIVAL_BANNERS: Record<string, string> = {
  expired: 'Your session has expired!',
  unauthorized: 'Not Authorized',
};

// Follow-up steps (security code, change password, …) arrive with the identity issue.
const STEP_NOT_AVAILABLE =
  'Your sign-in needs a further step that the portal cannot complete yet. Please contact your institution.';

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const infoText = usePortalState((state) => state.options?.text('Login.InfoText') ?? '');
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const arrival = ARRIVAL_BANNERS[params.get('error') ?? ''];

  const signIn = async (credentials: Credentials) => {
    const { api, store, bus } = getPortal();
    try {
      const login = await userLogin(api, credentials);
      if (!login.IsTrustedDevice || login.MustChangePassword) {
        setFailure({ message: STEP_NOT_AVAILABLE, offline: false });
        return;
      }
      store.getState().startSession(sessionFromLogin(login));
      bus.emit('session-started', { username: login.UserName });
      navigate('/myaccount/dashboard', { replace: true });
    } catch (error) {
      setFailure(loginFailure(await describeApiFailure(error)));
    }
  };

  return (
    <section className="card auth-card" aria-labelledby="login-heading">
      <h1 id="login-heading">Login</h1>
      {infoText && <p>{infoText}</p>}
      {arrival && !failure && (
        <div className="banner banner--info" role="status">
          {arrival}
        </div>
      )}
      {failure && (
        <div className="banner banner--error" role="alert">
          {failure.message}
        </div>
      )}
      {!failure?.offline && <LoginForm onSubmit={signIn} />}
      <p>
        <Link to="/home/register">Register</Link> ·{' '}
        <Link to="/home/recovery">Forgot username or password?</Link> ·{' '}
        <Link to="/home/faq">FAQ</Link>
      </p>
    </section>
  );
}
