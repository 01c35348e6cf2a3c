// Each page is its own module, loaded on demand or ahead of its first render (the shell asks for
// the page a cold load lands on: shared-contracts AreaModule.preload).
import { preloadablePage, type PreloadablePage } from '@portal/area-kit/preloadable-page';
import type { AreaPage } from '@portal/shared-contracts';
import { withAreaQueries } from '@portal/area-kit/with-area-queries';

// Pages that query (their own calls, or the password rules of a new-password form) get the area's
// query cache with them (withAreaQueries); login, sso and verifyEmail run none, and come without
// TanStack Query (issue 14, item 4).
export const PAGES: Partial<Record<AreaPage<'identity'>, PreloadablePage<object>>> = {
  login: preloadablePage(
    () => import(/* webpackChunkName: "page-login" */ '../features/login/components/login-page'),
  ),
  sso: preloadablePage(
    () => import(/* webpackChunkName: "page-sso" */ '../features/sso/components/sso-page'),
  ),
  forcePasswordChange: preloadablePage(() =>
    withAreaQueries(
      'identity',
      import(
        /* webpackChunkName: "page-forcePasswordChange" */ '../features/force-password-change/components/force-password-change-page'
      ),
      import(/* webpackChunkName: "page-forcePasswordChange" */ '@portal/area-kit/area-queries'),
    ),
  ),
  verifyEmail: preloadablePage(
    () =>
      import(
        /* webpackChunkName: "page-verifyEmail" */ '../features/verify-email/components/verify-email-page'
      ),
  ),
  optOut: preloadablePage(() =>
    withAreaQueries(
      'identity',
      import(/* webpackChunkName: "page-optOut" */ '../features/opt-out/components/opt-out-page'),
      import(/* webpackChunkName: "page-optOut" */ '@portal/area-kit/area-queries'),
    ),
  ),
  register: preloadablePage(() =>
    withAreaQueries(
      'identity',
      import(
        /* webpackChunkName: "page-register" */ '../features/registration/components/register-page'
      ),
      import(/* webpackChunkName: "page-register" */ '@portal/area-kit/area-queries'),
    ),
  ),
  recovery: preloadablePage(() =>
    withAreaQueries(
      'identity',
      import(
        /* webpackChunkName: "page-recovery" */ '../features/recovery/components/recovery-page'
      ),
      import(/* webpackChunkName: "page-recovery" */ '@portal/area-kit/area-queries'),
    ),
  ),
  activate: preloadablePage(() =>
    withAreaQueries(
      'identity',
      import(
        /* webpackChunkName: "page-activate" */ '../features/activate/components/activate-page'
      ),
      import(/* webpackChunkName: "page-activate" */ '@portal/area-kit/area-queries'),
    ),
  ),
};

export async function preloadIdentityPage(page: AreaPage<'identity'>): Promise<void> {
  await PAGES[page]?.preload();
}
