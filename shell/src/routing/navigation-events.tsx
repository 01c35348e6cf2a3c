// What happens around every navigation (spec 1 §2 Global navigation behaviour): the page error
// is the one the navigation carries (a page that failed to load sends it along) or none, the
// unsaved-changes flag is cleared, the page title is set from the route data, and the
// page view goes to the configured analytics setups.
import { getPortal } from '@portal/shared-contracts';
import { pageErrorOf } from '@portal/area-kit/page-error-state';
import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { analyticsTagIds, dataLayerSink, sendPageView } from '../analytics/page-views';
import { reportedLocation, reportedPath } from '../analytics/reported-page';
import { reportClientError } from '../lib/shell-services';
import { capture } from '../telemetry/capture';
import { routePattern } from '@portal/routes/route-pattern';
import { isRedirectHandle, pageTitleFor, titleFromHandle } from './page-title';
import { useRouteHandles } from './router-context';
import { readSettings } from '../lib/shell-settings';

export function NavigationEvents() {
  const { pathname, state } = useLocation();
  const carriedError = pageErrorOf(state);
  const handles = useRouteHandles();
  const routeTitle = handles
    .map(titleFromHandle)
    .filter((title) => title !== undefined)
    .at(-1);
  const redirecting = isRedirectHandle(handles.at(-1));

  // Runs for a new page only, reading the route's title and carried error as they are then.
  const onNewPage = useEffectEvent((pathname: string) => {
    const { store } = getPortal();
    store.getState().setPageError(carriedError);
    store.getState().setUnsavedChanges(null);
    // A redirect is on its way to a page; that page gets the title and the page view.
    if (redirecting) return;

    capture({ kind: 'page-view', route: routePattern(pathname) });
    const { title, missing } = pageTitleFor(routeTitle, window.location);
    document.title = title;
    if (missing)
      void reportClientError(
        new Error(`No page title for ${reportedPath(pathname)}`),
        'page title',
      );

    const tagIds = analyticsTagIds(
      readSettings(store.getState().options).text('Analytics.GoogleTagId'),
    );
    sendPageView(
      tagIds,
      // The page only: what its URL carries is the borrower's (analytics/reported-page.ts).
      {
        path: reportedPath(pathname),
        title,
        location: reportedLocation(window.location, pathname),
      },
      dataLayerSink(),
    );
  });

  // Only a new page is a navigation: query changes inside a page keep its state (and the
  // error a navigation carries belongs to that navigation).
  useEffect(() => onNewPage(pathname), [pathname]);

  return null;
}
