// The response headers of the portal's static origins: one policy for `pnpm start`, the
// end-to-end tests and the containers, so what is tested is what runs. nginx serves it: its
// configuration is generated from this module (tooling/nginx-config.js), never written by hand.

/** Files a browser must revalidate on every load: they name the current build. */
export const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'main.js',
]);
export const CONTENT_HASHED = /\.[0-9a-f]{10}\.(js|css|png|svg|jpg|woff2?)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(relativePath) {
  const name = relativePath.split('/').pop() ?? '';
  if (ALWAYS_REVALIDATE.has(name)) return 'no-cache';
  if (CONTENT_HASHED.test(name)) return IMMUTABLE;
  return 'no-cache';
}

/**
 * The shell page's Content-Security-Policy: no inline scripts, no eval, code only from this
 * origin and the remotes' origins, and no framing.
 * @param {string[]} remoteOrigins
 */
export function contentSecurityPolicy(remoteOrigins) {
  const code = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    `style-src ${code}`,
    `font-src ${code}`,
    `connect-src ${code}`,
    "img-src 'self' data: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Origins of the remotes named in a remotes.json document. */
export function remoteOriginsOf(remotesJson) {
  const origins = new Set();
  for (const remote of Object.values(remotesJson ?? {})) {
    try {
      origins.add(new URL(remote.entry).origin);
    } catch {
      // an invalid entry is the shell's to report; it gets no CSP allowance
    }
  }
  return [...origins];
}

/**
 * @param {{ role: 'shell' | 'remote', relativePath: string, remoteOrigins?: string[] }} request
 * @returns {Record<string, string>}
 */
export function headersFor({ role, relativePath, remoteOrigins = [] }) {
  const headers = {
    'Cache-Control': cacheControlFor(relativePath),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  if (role === 'remote') {
    // The shell's page, on another origin, fetches the manifest and loads the chunks.
    headers['Access-Control-Allow-Origin'] = '*';
  }
  if (relativePath.endsWith('.html')) {
    headers['Content-Security-Policy'] = contentSecurityPolicy(
      role === 'shell' ? remoteOrigins : [],
    );
    headers['X-Frame-Options'] = 'DENY';
  }
  return headers;
}
