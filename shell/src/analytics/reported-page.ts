// Where the borrower is, as the portal tells anyone outside it (the institution's analytics, the
// report of a page without a title): the page, never what its URL carries. What follows a page's
// name and every query are the borrower's: a loan or deposit number, or a token that works for one
// purpose (activation, a password reset, e-mail verification, single sign-on, opting out).
import {
  HOME_LAYOUT,
  HOME_ROUTES,
  layoutAndPage,
  MY_ACCOUNT_LAYOUT,
  MY_ACCOUNT_ROUTES,
  OPT_OUT_ROUTE,
  STATUS_PATH,
  type PageRoute,
} from '@portal/routes/route-table';

const LAYOUTS: Readonly<Record<string, readonly PageRoute[]>> = {
  [HOME_LAYOUT]: HOME_ROUTES,
  [MY_ACCOUNT_LAYOUT]: MY_ACCOUNT_ROUTES,
};
/** Pages that are a layout of their own, with nothing of the route table below them. */
const SINGLE_PAGES = [OPT_OUT_ROUTE.path, STATUS_PATH];

/**
 * The page a router path shows, by the route table's names: `/home/activate` for
 * `/home/activate?token=…`, `/myaccount/loanDetails` for `/myaccount/loanDetails/00011002347`.
 * A page the table does not know is reported as its layout, or as `/`.
 */
export function reportedPath(path: string): string {
  const [layout, page] = layoutAndPage(path);
  if (SINGLE_PAGES.includes(layout)) return `/${layout}`;
  const routes = Object.hasOwn(LAYOUTS, layout) ? LAYOUTS[layout] : undefined;
  if (!routes) return '/';
  return routes.some((route) => route.path === page) ? `/${layout}/${page}` : `/${layout}`;
}

/** The page's address as reported: the document's own address (no query), the page in the hash. */
export function reportedLocation(document: { origin: string; pathname: string }, path: string) {
  return `${document.origin}${document.pathname}#${reportedPath(path)}`;
}
