import type { ReactNode } from 'react';
import { createHashRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { AreaHost } from '../areas/area-host';
import { SignedInLayout } from '../layouts/signed-in-layout';
import { SignedOutLayout } from '../layouts/signed-out-layout';
import { StatusPage } from '../pages/status-page';
import { RequireSession } from './require-session';
import {
  HOME_PATH,
  HOME_ROUTES,
  MY_ACCOUNT_ROUTES,
  OPT_OUT_ROUTE,
  type PageRoute,
} from './route-table';
import { SessionWatch } from './session-watch';

function pageRoute(route: PageRoute, signedIn: boolean): RouteObject {
  return {
    path: `${route.path}/*`,
    element: (
      <>
        <title>{`${route.title} | Borrower Portal`}</title>
        <AreaHost area={route.area} page={route.page} signedIn={signedIn} />
      </>
    ),
  };
}

const goHome: ReactNode = <Navigate to={HOME_PATH} replace />;

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <SessionWatch />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: goHome },
      {
        path: 'home',
        element: <SignedOutLayout />,
        children: [
          { index: true, element: goHome },
          ...HOME_ROUTES.map((r) => pageRoute(r, false)),
        ],
      },
      {
        path: 'myaccount',
        element: (
          <RequireSession>
            <SignedInLayout />
          </RequireSession>
        ),
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          ...MY_ACCOUNT_ROUTES.map((r) => pageRoute(r, true)),
        ],
      },
      {
        path: OPT_OUT_ROUTE.path,
        element: <SignedOutLayout />,
        // opt-out has no sub-pages: its token comes in the query string.
        children: [{ index: true, element: pageRoute(OPT_OUT_ROUTE, false).element }],
      },
      // Read-only operator view; shows deploy facts only, nothing of any borrower.
      { path: 'status', element: <StatusPage /> },
      // The empty path and any unknown path go home.
      { path: '*', element: goHome },
    ],
  },
];

export function createPortalRouter() {
  return createHashRouter(routes);
}
