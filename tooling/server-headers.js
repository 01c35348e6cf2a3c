// The response headers of the portal's static origins: one policy for `pnpm start`, the
// end-to-end tests and the containers, so what is tested is what runs. nginx serves it: its
// configuration is generated from this module (tooling/nginx-config.js), never written by hand.
import { overrideSources } from './remote-overrides.js';

/** Files a browser must revalidate on every load: they name the current build. */
export const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'main.js',
]);
export const CONTENT_HASHED = /\.[0-9a-f]{10}\.(js|css|png|svg|jpg|woff2?)$/;

// No `public`: it only makes a response to a request with credentials (Authorization) storable,
// and these files are requested without any.
export const IMMUTABLE = 'max-age=31536000, immutable';

export function cacheControlFor(relativePath) {
  const name = relativePath.split('/').pop() ?? '';
  if (ALWAYS_REVALIDATE.has(name)) return 'no-cache';
  if (CONTENT_HASHED.test(name)) return IMMUTABLE;
  return 'no-cache';
}

/**
 * Whether a file's responses carry validators (ETag, Last-Modified). A file a browser
 * revalidates does, so an unchanged one is answered 304 without its body. A content-hashed
 * file is never revalidated (a new build names a new file): its validators would be some 40
 * bytes on every response, on every first page's many scripts, for nothing.
 */
export function sendsValidators(relativePath) {
  return cacheControlFor(relativePath) !== IMMUTABLE;
}

/** Where the shell's page reports CSP violations (the shell forwards /api to the back end). */
export const CSP_REPORT_PATH = '/api/CspReport';

/**
 * The shell page's Content-Security-Policy: no inline scripts, no eval, code, styles, fonts and
 * images only from this origin and the remotes' origins (images: data: too), and no framing.
 * Violations are reported (PCI DSS 11.6.1) with `report-uri`. Not `report-to` as well: a browser that knows it ignores `report-uri`, and
 * Chromium then delivered nothing from the portal's http origins within 100 s
 * (docs/decisions/006-script-integrity.md).
 * @param {string[]} remoteOrigins
 * @param {{ report?: boolean, overrideOrigins?: string[], imageOrigins?: string[] }} [options]
 *   report: false for a page without /api (a remote's own); overrideOrigins: where this
 *   deployment lets a browser point one area (docs/decisions/008), none in production;
 *   imageOrigins: the institution's image hosts (its CDN folder, footer images), if elsewhere
 */
export function contentSecurityPolicy(
  remoteOrigins,
  { report = true, overrideOrigins = [], imageOrigins = [] } = {},
) {
  const portal = [...remoteOrigins, ...overrideSources(overrideOrigins)];
  const code = ["'self'", ...portal].join(' ');
  const connect = [
    "'self'",
    ...remoteOrigins,
    ...overrideSources(overrideOrigins, { websockets: true }),
  ].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    `style-src ${code}`,
    `font-src ${code}`,
    `connect-src ${connect}`,
    // Not `https:`: a stylesheet's url() could send what is typed to any host (ADR 006).
    ["img-src 'self' data:", ...portal, ...imageOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(report ? [`report-uri ${CSP_REPORT_PATH}`] : []),
  ].join('; ');
}

/**
 * The institution's image hosts as a deployment names them (PORTAL_IMAGE_ORIGINS, comma- or
 * space-separated): https origins only, each exact, since each may receive what a stylesheet
 * sends in a url().
 */
export function parseImageOrigins(text = '') {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      let url;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      if (!url || url.protocol !== 'https:' || url.href !== `${url.origin}/` || entry.includes('*'))
        throw new Error(`An image origin is https://host[:port] and nothing more, got ${entry}`);
      return url.origin;
    });
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
 * Powerful features no page of the portal uses, switched off for it and anything it embeds
 * (docs/decisions/014-cross-origin-headers.md). Only names every engine knows, so no browser
 * logs an unrecognised feature.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Who may load an origin's files (CORP): the shell's only itself; a remote's files are loaded by
 * the shell's page on another origin (ADR 014).
 */
export const resourcePolicyFor = (role) => (role === 'remote' ? 'cross-origin' : 'same-origin');

/**
 * @param {{ role: 'shell' | 'remote', relativePath: string, remoteOrigins?: string[],
 *   overrideOrigins?: string[], imageOrigins?: string[] }} request
 * @returns {Record<string, string>}
 */
export function headersFor({
  role,
  relativePath,
  remoteOrigins = [],
  overrideOrigins = [],
  imageOrigins = [],
}) {
  const headers = {
    'Cache-Control': cacheControlFor(relativePath),
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': resourcePolicyFor(role),
  };
  if (role === 'remote') {
    // The shell's page, on another origin, fetches the manifest and loads the chunks.
    headers['Access-Control-Allow-Origin'] = '*';
  }
  if (relativePath.endsWith('.html')) {
    // On the page only: the policy governs the requests of the document it arrives with. On a
    // script, a stylesheet or JSON it would restate the browsers' own default, the same policy.
    headers['Referrer-Policy'] = 'strict-origin-when-cross-origin';
    const shell = role === 'shell';
    headers['Content-Security-Policy'] = contentSecurityPolicy(shell ? remoteOrigins : [], {
      report: shell,
      overrideOrigins: shell ? overrideOrigins : [],
      imageOrigins: shell ? imageOrigins : [],
    });
    headers['X-Frame-Options'] = 'DENY';
    // A page opened from the portal, or that opens it, gets no handle on its window (ADR 014).
    headers['Cross-Origin-Opener-Policy'] = 'same-origin';
    headers['Permissions-Policy'] = PERMISSIONS_POLICY;
  }
  return headers;
}
