// The route pattern telemetry reports a page by (`myaccount/loanDetails/:accountNumber`): the
// page as the route table names it, never the values in its path, query or fragment.
import {
  HOME_LAYOUT,
  HOME_ROUTES,
  MY_ACCOUNT_LAYOUT,
  MY_ACCOUNT_ROUTES,
  OPT_OUT_ROUTE,
  STATUS_PATH,
  type PageRoute,
} from './route-table.ts';

/** What a URL outside the route table is reported as. */
export const UNKNOWN_ROUTE = 'unknown';

const patternsOf = (layout: string, route: PageRoute): string[] => {
  const page = `${layout}/${route.path}`;
  return route.rest ? [page, `${page}/${route.rest}`] : [page];
};

/** Every pattern `routePattern` can answer: the receiver keeps its labels to this set. */
export const ROUTE_PATTERNS: readonly string[] = [
  ...HOME_ROUTES.flatMap((r) => patternsOf(HOME_LAYOUT, r)),
  ...MY_ACCOUNT_ROUTES.flatMap((r) => patternsOf(MY_ACCOUNT_LAYOUT, r)),
  OPT_OUT_ROUTE.path,
  STATUS_PATH,
  UNKNOWN_ROUTE,
];

const segmentsOf = (path: string) =>
  (path.replace(/^#/, '').split(/[?#]/)[0] ?? '').split('/').filter((s) => s !== '');

/** Whether the segments after a page fit its `rest` (a literal, or any value for `:name`). */
const fitsRest = (segments: readonly string[], rest: string) => {
  const shape = rest.split('/');
  return (
    segments.length === shape.length &&
    shape.every((part, i) => part.startsWith(':') || part === segments[i])
  );
};

/**
 * @param path a router path or hash (`#/myaccount/loanDetails/00011002347?x=1`)
 * @returns its pattern in ROUTE_PATTERNS; a page with segments its table entry does not name is
 *   reported as the page alone, and a path outside the table as UNKNOWN_ROUTE
 */
export function routePattern(path: string): string {
  const [layout = '', page = '', ...rest] = segmentsOf(path);
  if ((layout === OPT_OUT_ROUTE.path || layout === STATUS_PATH) && page === '') return layout;
  const table =
    layout === HOME_LAYOUT ? HOME_ROUTES : layout === MY_ACCOUNT_LAYOUT ? MY_ACCOUNT_ROUTES : [];
  const route = table.find((r) => r.path === page);
  if (!route) return UNKNOWN_ROUTE;
  const pagePattern = `${layout}/${page}`;
  return route.rest && fitsRest(rest, route.rest) ? `${pagePattern}/${route.rest}` : pagePattern;
}
