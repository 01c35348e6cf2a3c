import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, UNSAFE_createHashHistory, type RouteObject } from 'react-router';
import { AreaHost } from '../areas/area-host';
import { LoadingIndicator } from '../components/loading-indicator';
import { CloseDialogsOnNavigation } from '../dialogs/close-dialogs-on-navigation';
import { DialogHost } from '../dialogs/dialog-host';
import { SignedInChrome } from '../layouts/signed-in-chrome';
import { SignedOutLayout } from '../layouts/signed-out-layout';
import { SessionLifetime } from '../session/session-lifetime';
import { HomeGuard } from './home-guard';
import { gatedHistory } from './gated-history';
import { NavigationEvents } from './navigation-events';
import { Redirect } from './redirect';
import { RouteErrorBoundary } from './route-error-boundary';
import { RequireSession } from './require-session';
import {
  HOME_LAYOUT,
  HOME_PATH,
  HOME_ROUTES,
  MY_ACCOUNT_LAYOUT,
  MY_ACCOUNT_ROUTES,
  OPT_OUT_ROUTE,
  STATUS_PATH,
  type PageRoute,
} from '@portal/routes/route-table';
import { SessionWatch } from './session-watch';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

function pageRoute(route: PageRoute, signedIn: boolean): RouteObject {
  const page = <AreaHost area={route.area} page={route.page} signedIn={signedIn} />;
  return {
    path: `${route.path}/*`,
    // The page title comes from the route data (spec 1 §2); NavigationEvents applies it.
    handle: { title: route.title },
    element: (
      <RouteErrorBoundary>
        {signedIn ? page : <HomeGuard route={route}>{page}</HomeGuard>}
      </RouteErrorBoundary>
    ),
  };
}

const goHome: ReactNode = <Redirect to={HOME_PATH} />;
const optOut = pageRoute(OPT_OUT_ROUTE, false);
/** Routes that only redirect are not pages: no title, no page view. */
const REDIRECT = { redirect: true };
const StatusPage = lazy(() =>
  import('../pages/status-page').then((module) => ({ default: module.StatusPage })),
);

export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <SessionWatch />
        <NavigationEvents />
        <UnsavedChangesGuard />
        <SessionLifetime />
        <Outlet />
        <CloseDialogsOnNavigation />
        <DialogHost />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, handle: REDIRECT, element: goHome },
      {
        path: HOME_LAYOUT,
        element: <SignedOutLayout />,
        children: [
          { index: true, handle: REDIRECT, element: goHome },
          ...HOME_ROUTES.map((r) => pageRoute(r, false)),
        ],
      },
      {
        path: MY_ACCOUNT_LAYOUT,
        element: (
          <RequireSession>
            <Suspense fallback={<LoadingIndicator />}>
              <SignedInChrome />
            </Suspense>
          </RequireSession>
        ),
        children: [
          { index: true, handle: REDIRECT, element: <Redirect to="dashboard" /> },
          ...MY_ACCOUNT_ROUTES.map((r) => pageRoute(r, true)),
        ],
      },
      {
        path: OPT_OUT_ROUTE.path,
        element: <SignedOutLayout />,
        // opt-out has no sub-pages: its token comes in the query string.
        children: [
          {
            index: true,
            handle: optOut.handle,
            element: optOut.element,
          },
        ],
      },
      // Read-only operator view; shows deploy facts only, nothing of any borrower.
      // Its code (and the override forms) loads when opened: no borrower's page pays for it.
      {
        path: STATUS_PATH,
        handle: { title: 'Portal Status' },
        element: (
          <Suspense fallback={<LoadingIndicator />}>
            <StatusPage />
          </Suspense>
        ),
      },
      // The empty path and any unknown path go home.
      { path: '*', handle: REDIRECT, element: goHome },
    ],
  },
];

/** The browser's hash history, gated for unsaved changes (./gated-history). */
export function createPortalHistory() {
  return gatedHistory(UNSAFE_createHashHistory({ v5Compat: true }));
}
