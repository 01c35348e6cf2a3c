import type { AreaPageProps } from '@portal/shared-contracts';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Link } from 'react-router';
import { withAreaQueries } from '../lib/with-area-queries';
import { cx, ui } from '@portal/ui/class-names';
// The building blocks' styles load with the area, once, rather than copied into each lazy page.
import '@portal/ui/styles.css';
import './identity.css';

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

type IdentityPage = keyof typeof TITLES;

const PAGES: Partial<Record<IdentityPage, LazyExoticComponent<ComponentType>>> = {
  login: lazy(
    () => import(/* webpackChunkName: "page-login" */ '../features/login/components/login-page'),
  ),
  sso: lazy(() =>
    withAreaQueries(
      import(/* webpackChunkName: "page-sso" */ '../features/sso/components/sso-page'),
      import(/* webpackChunkName: "page-sso" */ '../lib/area-queries'),
    ),
  ),
  forcePasswordChange: lazy(() =>
    withAreaQueries(
      import(
        /* webpackChunkName: "page-forcePasswordChange" */ '../features/force-password-change/components/force-password-change-page'
      ),
      import(/* webpackChunkName: "page-forcePasswordChange" */ '../lib/area-queries'),
    ),
  ),
  verifyEmail: lazy(() =>
    withAreaQueries(
      import(
        /* webpackChunkName: "page-verifyEmail" */ '../features/verify-email/components/verify-email-page'
      ),
      import(/* webpackChunkName: "page-verifyEmail" */ '../lib/area-queries'),
    ),
  ),
  optOut: lazy(() =>
    withAreaQueries(
      import(/* webpackChunkName: "page-optOut" */ '../features/opt-out/components/opt-out-page'),
      import(/* webpackChunkName: "page-optOut" */ '../lib/area-queries'),
    ),
  ),
  register: lazy(() =>
    withAreaQueries(
      import(
        /* webpackChunkName: "page-register" */ '../features/registration/components/register-page'
      ),
      import(/* webpackChunkName: "page-register" */ '../lib/area-queries'),
    ),
  ),
  recovery: lazy(() =>
    withAreaQueries(
      import(
        /* webpackChunkName: "page-recovery" */ '../features/recovery/components/recovery-page'
      ),
      import(/* webpackChunkName: "page-recovery" */ '../lib/area-queries'),
    ),
  ),
  activate: lazy(() =>
    withAreaQueries(
      import(
        /* webpackChunkName: "page-activate" */ '../features/activate/components/activate-page'
      ),
      import(/* webpackChunkName: "page-activate" */ '../lib/area-queries'),
    ),
  ),
};

export function IdentityArea({ page }: AreaPageProps<'identity'>) {
  const Page = PAGES[page];
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
