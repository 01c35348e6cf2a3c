// The portal's links between its pages. react-router's own <Link> and <NavLink> carry its
// framework mode's prefetching and route discovery (remix-run/react-router#14058), 2.2 kB
// brotli on every page for code the portal's declarative router never runs. These render the
// same anchor, with the router's own href and click handling (useHref, useLinkClickHandler):
// a plain click navigates in place, a modified or middle click is left to the browser.
import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';
import { isActivePath } from './active-path';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
}

export function Link({ to, replace, target, onClick, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/** A link in a navigation: marked as the current page (and class `active`) on it or below it. */
export function NavLink({ to, className, ...link }: LinkProps) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, useResolvedPath(to).pathname);
  return (
    <Link
      {...link}
      to={to}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
