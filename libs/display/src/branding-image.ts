// Branding images (logo, login background) live in the institution's CDN folder under
// branding/logos (spec 1 §9). The portal's CSP allows images from its own origin, data: and
// https: only, so an address the browser would refuse is not used at all (no broken image, no
// CSP report): the screen simply goes without it.

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
