/**
 * Whether a navigation link to `target` is the current one at `current` (both resolved paths):
 * the same page or one below it, letter case aside, as the router matches routes.
 */
export function isActivePath(current: string, target: string): boolean {
  const here = current.toLowerCase();
  const to = target.toLowerCase();
  if (here === to) return true;
  // A target that ends in "/" names the same folder as one that does not.
  const folder = to !== '/' && to.endsWith('/') ? to.slice(0, -1) : to;
  if (here === folder || folder === '/') return true;
  return here.startsWith(folder) && here.charAt(folder.length) === '/';
}
