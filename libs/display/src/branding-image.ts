// Branding images (logo, login background) live in the institution's CDN folder under
// branding/logos (spec 1 §9). A plain-http address on another origin is never allowed, so it is
// not used at all (no broken image): the screen simply goes without it. An https CDN on another
// host shows only if the deployment lists it in the CSP (PORTAL_IMAGE_ORIGINS, ADR 006).

const FILE_NAME = /^[\w.-]+$/;

/**
 * The image's address, or null when the setting names no file, names something other than a
 * plain file name, or the CDN folder is on a plain-http origin other than the page's own.
 */
export function brandingImageUrl(
  cdnFolder: string,
  fileName: string,
  pageOrigin: string,
): string | null {
  const file = fileName.trim();
  const folder = cdnFolder.trim().replace(/\/+$/, '');
  if (!file || !folder || !FILE_NAME.test(file) || /^\.+$/.test(file)) return null;
  let url: URL;
  try {
    url = new URL(`${folder}/branding/logos/${file}`, `${pageOrigin}/`);
  } catch {
    return null;
  }
  if (url.origin !== pageOrigin && url.protocol !== 'https:') return null;
  return url.origin === pageOrigin ? `${url.pathname}${url.search}` : url.href;
}
