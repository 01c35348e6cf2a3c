import { use } from 'react';
import { useLocation } from 'react-router';
import { startPage } from '../areas/start-page';
import { routeOfLocation } from '../routing/route-of-location';
import { loadSignedInChrome } from './load-signed-in-chrome';

/** The signed-in layout once its chunk has loaded (suspends until then: ./load-signed-in-chrome). */
export function SignedInChrome() {
  const { pathname } = useLocation();
  // The page's area starts loading beside the chrome (just signed in: neither is here yet), not
  // once the chrome has rendered the page; both loads are kept, so asking again costs nothing.
  const route = routeOfLocation(`#${pathname}`, true);
  if (route) startPage(route).catch(() => undefined);
  const { SignedInLayout } = use(loadSignedInChrome());
  return <SignedInLayout />;
}
