import type { AreaPageProps } from '@portal/shared-contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

const LoginPage = lazy(() => import('../features/login/components/login-page'));

const TITLES = {
  login: 'Login',
  register: 'Register',
  sso: 'Single Sign-On',
  verifyEmail: 'Email Verification',
  forcePasswordChange: 'Password Change Required',
  recovery: 'Recover Credentials',
  activate: 'Activate Account',
  optOut: 'Opt Out',
} as const;

export function IdentityArea({ page }: AreaPageProps<'identity'>) {
  if (page === 'login') {
    return (
      <Suspense fallback={<p role="status">Loading…</p>}>
        <LoginPage />
      </Suspense>
    );
  }
  return (
    <section className="card auth-card" aria-labelledby="identity-heading">
      <h1 id="identity-heading">{TITLES[page]}</h1>
      <p>This page is not available in the portal yet.</p>
      <Link to="/home/login">Return to Login</Link>
    </section>
  );
}
