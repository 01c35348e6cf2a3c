import type { AreaPageProps } from '@portal/shared-contracts';
import { Suspense } from 'react';
import { Link } from '@portal/ui/link';
import { cx, ui } from '@portal/ui/class-names';
// The building blocks' styles load with the area, once, rather than copied into each lazy page.
import '@portal/ui/styles.css';
import './identity.css';
import { PAGES } from './identity-pages';

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
  const Page = PAGES[page]?.Page;
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      {Page ? (
        <Page />
      ) : (
        <section className={cx(ui.card, ui.authCard)} aria-labelledby="identity-heading">
          <h1 id="identity-heading">{TITLES[page]}</h1>
          <p>This page is not available in the portal yet.</p>
          <Link to="/home/login">Return to Login</Link>
        </section>
      )}
    </Suspense>
  );
}
