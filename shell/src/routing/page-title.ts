// Spec 1 §2: the page title comes from route data; if missing, the host and URL are used and
// the problem is reported to the error-report call.
export const TITLE_SUFFIX = 'Borrower Portal';

export function pageTitleFor(
  routeTitle: string | undefined,
  where: { host: string; href: string },
): { title: string; missing: boolean } {
  const title = routeTitle?.trim();
  if (title) return { title: `${title} | ${TITLE_SUFFIX}`, missing: false };
  return { title: `${where.host} ${where.href}`, missing: true };
}

/** The title a route declares in its handle, if any. */
export function titleFromHandle(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
}

/** Whether a route only redirects (it is not a page of its own). */
export function isRedirectHandle(handle: unknown): boolean {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'redirect' in handle &&
    handle.redirect === true
  );
}
