// Each page is its own module, loaded on demand or ahead of its first render (the shell asks for
// the page a cold load lands on: shared-contracts AreaModule.preload).
import { preloadablePage, type PreloadablePage } from '@portal/area-kit/preloadable-page';
import type { AreaPage } from '@portal/shared-contracts';
import { withAreaQueries } from '../lib/with-area-queries';

export const PAGES: Partial<Record<AreaPage<'identity'>, PreloadablePage<object>>> = {
  login: preloadablePage(
    () => import(/* webpackChunkName: "page-login" */ '../features/login/components/login-page'),
  ),
  sso: preloadablePage(() =>
    withAreaQueries(
      import(/* webpackChunkName: "page-sso" */ '../features/sso/components/sso-page'),
      import(/* webpackChunkName: "page-sso" */ '../lib/area-queries'),
    ),
  ),
  forcePasswordChange: preloadablePage(() =>
    withAreaQueries(
      import(
        /* webpackChunkName: "page-forcePasswordChange" */ '../features/force-password-change/components/force-password-change-page'
      ),
      import(/* webpackChunkName: "page-forcePasswordChange" */ '../lib/area-queries'),
    ),
  ),
  verifyEmail: preloadablePage(() =>
    withAreaQueries(
      import(
        /* webpackChunkName: "page-verifyEmail" */ '../features/verify-email/components/verify-email-page'
      ),
      import(/* webpackChunkName: "page-verifyEmail" */ '../lib/area-queries'),
    ),
  ),
  optOut: preloadablePage(() =>
    withAreaQueries(
      import(/* webpackChunkName: "page-optOut" */ '../features/opt-out/components/opt-out-page'),
      import(/* webpackChunkName: "page-optOut" */ '../lib/area-queries'),
    ),
  ),
  register: preloadablePage(() =>
    withAreaQueries(
      import(
        /* webpackChunkName: "page-register" */ '../features/registration/components/register-page'
      ),
      import(/* webpackChunkName: "page-register" */ '../lib/area-queries'),
    ),
  ),
  recovery: preloadablePage(() =>
    withAreaQueries(
      import(
        /* webpackChunkName: "page-recovery" */ '../features/recovery/components/recovery-page'
      ),
      import(/* webpackChunkName: "page-recovery" */ '../lib/area-queries'),
    ),
  ),
  activate: preloadablePage(() =>
    withAreaQueries(
      import(
        /* webpackChunkName: "page-activate" */ '../features/activate/components/activate-page'
      ),
      import(/* webpackChunkName: "page-activate" */ '../lib/area-queries'),
    ),
  ),
};

export async function preloadIdentityPage(page: AreaPage<'identity'>): Promise<void> {
  await PAGES[page]?.preload();
}
