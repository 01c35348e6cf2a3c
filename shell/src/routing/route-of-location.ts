// Which page of the route table a URL lands on, before React or the router has run: the page's
// boot script (src/first-page) preloads that page's area from it. It follows the router
// (router.tsx) over the same table: home/<page>, myaccount/<page> (home/login without a
// session), opt-out; the empty path and unknown paths go home.
import {
  DASHBOARD_PAGE,
  HOME_LAYOUT,
  HOME_PAGE,
  HOME_ROUTES,
  MY_ACCOUNT_LAYOUT,
  MY_ACCOUNT_ROUTES,
  layoutAndPage,
  OPT_OUT_ROUTE,
  STATUS_PATH,
  type PageRoute,
} from '@portal/routes/route-table';

const homePage = HOME_ROUTES.find((r) => r.path === HOME_PAGE) as PageRoute;
const dashboard = MY_ACCOUNT_ROUTES.find((r) => r.path === DASHBOARD_PAGE) as PageRoute;

/**
 * @param hash     the URL's hash as the browser gives it (`#/myaccount/payment/1?x=y`)
 * @param signedIn whether the tab holds a session (myaccount/* sends others home)
 * @returns the page it renders, or null for a page no area renders (the status page)
 */
export function routeOfLocation(hash: string, signedIn: boolean): PageRoute | null {
  const [layout, page] = layoutAndPage(hash.replace(/^#/, ''));
  if (layout === STATUS_PATH && page === '') return null;
  if (layout === OPT_OUT_ROUTE.path && page === '') return OPT_OUT_ROUTE;
  if (layout === MY_ACCOUNT_LAYOUT && signedIn)
    return page === '' ? dashboard : (MY_ACCOUNT_ROUTES.find((r) => r.path === page) ?? homePage);
  if (layout === HOME_LAYOUT) return HOME_ROUTES.find((r) => r.path === page) ?? homePage;
  return homePage;
}
