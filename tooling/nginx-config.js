// Generates the nginx configuration of one static origin (the shell's or a remote's) from the
// portal's header policy (server-headers.js) and the deploy configuration (the remotes' origins,
// the build folder, where /api goes). `pnpm start`, the journeys and the containers all run
// nginx with a file made here, so the policy is written once and its tests state it.
import { OVERRIDE_POLICY_PATH, overridePolicyJson } from './remote-overrides.js';
import { telemetryLocation } from './telemetry-location.js';
import {
  ALWAYS_REVALIDATE,
  CONTENT_HASHED,
  headersFor,
  sendsValidators,
} from './server-headers.js';

/** Types nginx sends; text types carry `charset=utf-8`. */
const TYPES = {
  'text/html': ['html'],
  'text/javascript': ['js', 'mjs'],
  'text/css': ['css'],
  'text/plain': ['txt'],
  'application/json': ['json', 'map'],
  'image/svg+xml': ['svg'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/x-icon': ['ico'],
  'font/woff2': ['woff2'],
  'font/woff': ['woff'],
};
// text/html always has a charset in nginx; naming it again is a warning. Not text/javascript:
// a classic script without one is decoded in its page's encoding, the portal's UTF-8, so on
// every script response of a first page it would be bytes for nothing.
const CHARSET_TYPES = ['text/css', 'text/plain', 'application/json'];

/**
 * What a build writes for its release and the checks around it, never for a browser: the
 * scripts' hashes, the federation's build stats, the shared names each chunk imports, the
 * release's record (and the --build-only stamp). Served, they map each release's code and
 * versions for anyone; the tools read them from disk (issue 52).
 */
export const BUILD_RECORDS = [
  'integrity.json',
  'mf-manifest-stats.json',
  'shared-imports.json',
  'release.json',
  '.release-build.json',
];

/** The Debian packages' module files (libnginx-mod-http-brotli-static / -filter). */
export const BROTLI_MODULES = [
  'ngx_http_brotli_filter_module.so',
  'ngx_http_brotli_static_module.so',
];

/** Answer of the shell's /api when the back end cannot be reached, in the API's own shape. */
export const API_UNAVAILABLE = JSON.stringify({
  HasNoErrors: false,
  Errors: [{ ErrorMessage: 'ServerError' }],
});

/**
 * @param {object} site
 * @param {'shell'|'remote'} site.role
 * @param {string} site.root            absolute folder served at `/`
 * @param {number} site.port
 * @param {string} [site.host]          the address to listen on (loopback unless told)
 * @param {string} [site.index]         the page for `/` and `/index.html`, as a path under root
 *   (a deploy root's shell serves `/live/index.html`, the live release's page)
 * @param {string[]} [site.remoteOrigins] shell: the origins its page may load code from
 * @param {string} [site.remotesFile]   shell: absolute path of the deploy's remotes.json
 * @param {string} [site.apiTarget]     shell: the back end's origin, e.g. http://127.0.0.1:3100
 * @param {string[]} [site.publicApiPaths] shell: the API answers that are the same for every
 *   caller (`/api/...`, the contract's `sameForEveryone` calls), the only ones it compresses
 * @param {string} [site.telemetryTarget] shell: the telemetry receiver's origin, e.g.
 *   http://127.0.0.1:3098; the page's POST /telemetry goes there (telemetry-location.js)
 * @param {string[]} [site.overrideOrigins] shell: where this deployment lets a browser point one
 *   area (tooling/remote-overrides.js, docs/decisions/008); none (production) disables overrides
 * @param {string[]} [site.imageOrigins] shell: the institution's image hosts other than the
 *   portal's origins (tooling/server-headers.js parseImageOrigins); none by default
 * @param {string|null} [site.modulesDir] where the brotli modules are; null serves no brotli
 * @param {string} [site.user]          the worker user when the master runs as root
 * @param {string} [site.pid]           the pid file, relative to the prefix (`-p`)
 * @param {string} [site.accessLog]     where to log each request (containers: /dev/stdout);
 *   none by default (the journeys' and a developer's origins log nothing)
 * @param {{ certificate: string, key: string }} [site.tls] serve HTTPS and HTTP/2 with this
 *   certificate and key (absolute paths), as production's edge serves the borrower: browsers
 *   speak HTTP/2 only over TLS, and its header compression is part of what they download
 * @param {string} [site.nginxVersion] the nginx that runs the file: HTTP/2 is switched on by
 *   `http2 on;` from 1.25.1 (the image's), by the listen directive before (Debian 12's 1.22)
 * @param {boolean} [site.servesBuildRecords] serve BUILD_RECORDS too: only an origin standing in
 *   for a developer's build, which a remote override is checked against (docs/decisions/008)
 * @returns {string}
 */
export function nginxConfig({
  role,
  root,
  port,
  host = '127.0.0.1',
  index = '/index.html',
  remoteOrigins = [],
  remotesFile,
  apiTarget,
  publicApiPaths = [],
  telemetryTarget,
  overrideOrigins = [],
  imageOrigins = [],
  modulesDir = '/usr/lib/nginx/modules',
  user,
  pid = 'nginx.pid',
  accessLog,
  tls,
  nginxVersion = IMAGE_NGINX_VERSION,
  servesBuildRecords = false,
}) {
  if (role !== 'shell' && role !== 'remote') throw new Error(`Unknown role "${role}"`);
  if (!Number.isInteger(port)) throw new Error(`port must be a number, got ${port}`);
  const brotli = modulesDir !== null;
  const headers = (relativePath) =>
    addHeaders(headersFor({ role, relativePath, remoteOrigins, overrideOrigins, imageOrigins }));

  const locations = [
    // `/` is the page: served in place (try_files), so it keeps the page's headers.
    location('= /', [...headers('index.html'), `try_files ${index} =404;`]),
    ...(index === '/index.html'
      ? []
      : [location('= /index.html', [...headers('index.html'), `try_files ${index} =404;`])]),
    ...(role === 'shell' && remotesFile ? [remotesLocation(remotesFile, headers, brotli)] : []),
    ...(role === 'shell' && apiTarget ? apiLocations(apiTarget, publicApiPaths, brotli) : []),
    ...(role === 'shell' && telemetryTarget
      ? [telemetryLocation(telemetryTarget, headers('remotes.json'))]
      : []),
    ...(role === 'shell' ? [overridePolicyLocation(overrideOrigins, headers)] : []),
    // Regex locations are tried in order; the first match wins, as in cacheControlFor.
    // Source maps stay with the release, unserved: they would hand out the portal's sources.
    location('~ "\\.map$"', [...headers('main.js.map'), 'return 404;']),
    // So do the build's records, and their precompressed siblings, except on an origin that
    // stands in for a developer's build (the override check reads its integrity.json).
    ...(servesBuildRecords
      ? []
      : [location(`~ "${buildRecordsPattern()}"`, [...headers('other.file'), 'return 404;'])]),
    location('~ "\\.html$"', headers('page.html')),
    location(`~ "(^|/)(${[...ALWAYS_REVALIDATE].map(escapeRegex).join('|')})$"`, [
      ...headers([...ALWAYS_REVALIDATE].find((name) => !name.endsWith('.html'))),
    ]),
    location(`~ "${hashedPattern()}"`, [...headers(HASHED_SAMPLE), ...noValidators(HASHED_SAMPLE)]),
    location('/', headers('other.file')),
  ];

  return `# Generated by tooling/nginx-config.js from tooling/server-headers.js: do not edit.
# ${role} origin on ${host}:${port}, serving ${root}
${brotli ? BROTLI_MODULES.map((m) => `load_module ${modulesDir}/${m};`).join('\n') : '# no brotli modules: gzip only'}
${user ? `user ${user};` : ''}
daemon off;
worker_processes 1;
pid ${pid};
error_log stderr warn;
events { worker_connections 512; }

http {
  types {
${Object.entries(TYPES)
  .map(([type, extensions]) => `    ${type} ${extensions.join(' ')};`)
  .join('\n')}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types ${CHARSET_TYPES.join(' ')};
  server_tokens off;
${accessLogDirectives(accessLog)}
  log_not_found off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  client_body_temp_path temp-client-body;
  proxy_temp_path temp-proxy;
  fastcgi_temp_path temp-fastcgi;
  uwsgi_temp_path temp-uwsgi;
  scgi_temp_path temp-scgi;

  # Published files carry .br and .gz siblings made at build time (tooling/precompress.js):
  # nginx sends the one the browser accepts, and Vary tells caches the answer depends on it.
  gzip_static on;
  gzip_vary on;
${brotli ? '  brotli_static on;\n' : ''}
  server {
${listenDirectives(`${host}:${port}`, tls, nginxVersion)}
    root ${quoted(root)};
    # A request line nginx cannot parse (e.g. /%E0%A4%A) is answered 400 before any location.

${locations.join('\n\n')}
  }
}
`;
}

/** The nginx of the web image (docker/Dockerfile); a local run names its own (nginx -v). */
export const IMAGE_NGINX_VERSION = '1.30.5';

function listenDirectives(address, tls, nginxVersion) {
  if (!tls) return `    listen ${address};`;
  const directive = atLeast(nginxVersion, [1, 25, 1]);
  return [
    `    listen ${address} ssl${directive ? '' : ' http2'};`,
    ...(directive ? ['    http2 on;'] : []),
    `    ssl_certificate ${quoted(tls.certificate)};`,
    `    ssl_certificate_key ${quoted(tls.key)};`,
    '    ssl_protocols TLSv1.2 TLSv1.3;',
    '    ssl_session_cache shared:portal_tls:1m;',
  ].join('\n');
}

function atLeast(version, minimum) {
  const parts = String(version).split('.').map(Number);
  if (parts.length < 2 || parts.some((part) => !Number.isInteger(part)))
    throw new Error(`Not an nginx version: ${version}`);
  for (const [index, wanted] of minimum.entries()) {
    const part = parts[index] ?? 0;
    if (part !== wanted) return part > wanted;
  }
  return true;
}

/**
 * One JSON line per request, for an operator and a log pipeline: its id (also sent to the
 * telemetry receiver), method, path, status and duration. The path without its query string: a
 * query may carry an account number or a one-time token, and a log is read by more people than
 * the portal's data.
 */
function accessLogDirectives(accessLog) {
  if (!accessLog) return '  access_log off;';
  return [
    `  log_format portal escape=json '{"time":"$time_iso8601","request_id":"$request_id",'`,
    `    '"remote_addr":"$remote_addr","method":"$request_method","uri":"$uri",'`,
    `    '"protocol":"$server_protocol","status":$status,"bytes":$body_bytes_sent,'`,
    `    '"duration":$request_time,"upstream_duration":"$upstream_response_time"}';`,
    `  access_log ${quoted(accessLog)} portal;`,
  ].join('\n');
}

const HASHED_SAMPLE = 'chunk.0123456789.js';

function buildRecordsPattern() {
  return `(^|/)(${BUILD_RECORDS.map(escapeRegex).join('|')})(\\.br|\\.gz)?$`;
}

function hashedPattern() {
  // The same expression cacheControlFor uses; JavaScript and nginx's PCRE read it alike.
  if (!CONTENT_HASHED.test(HASHED_SAMPLE))
    throw new Error(`${CONTENT_HASHED} no longer matches ${HASHED_SAMPLE}: update the generator`);
  return CONTENT_HASHED.source;
}

function remotesLocation(remotesFile, headers, brotli) {
  // remotes.json is rewritten by every promote and rollback, so it has no precompressed
  // siblings that could go stale: it is compressed as it is sent. It holds no secret.
  return location('= /remotes.json', [
    ...headers('remotes.json'),
    `alias ${quoted(remotesFile)};`,
    ...compressJson(brotli),
  ]);
}

/** Compressed as it is sent (JSON only: nothing else passes through these locations). */
function compressJson(brotli) {
  return [
    'gzip on;',
    'gzip_comp_level 6;',
    'gzip_types application/json;',
    ...(brotli ? ['brotli on;', 'brotli_comp_level 6;', 'brotli_types application/json;'] : []),
  ];
}

function overridePolicyLocation(overrideOrigins, headers) {
  // Answered from the configuration itself, so the policy and the page's CSP always agree.
  const policy = overridePolicyJson(overrideOrigins);
  if (policy.includes("'")) throw new Error(`Cannot put ${policy} in an nginx string`);
  return location(`= ${OVERRIDE_POLICY_PATH}`, [
    ...headers('remotes.json'),
    'default_type application/json;',
    `return 200 '${policy}';`,
  ]);
}

function apiLocations(apiTarget, publicApiPaths, brotli) {
  const { origin, pathname } = new URL(apiTarget);
  if (pathname !== '/') throw new Error(`apiTarget must be an origin, got ${apiTarget}`);
  // Kept-alive connections to the back end.
  const upstream = [
    `proxy_pass ${origin};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
  ];
  const proxy = [
    ...upstream,
    // This proxy is the back end's gateway: it states the peer it saw, replacing any
    // X-Forwarded-For the caller wrote (the back end trusts the header from its gateway only).
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_read_timeout 60s;',
    'error_page 502 503 504 = @api_unavailable;',
  ];
  return [
    // The back end's answers pass through as they are: never compressed here (they carry a
    // borrower's secrets next to what the request sent: BREACH, see docs/decisions/003).
    location('/api/', [...proxy, 'client_max_body_size 20m;', 'gzip off;']),
    // ...except the institution's own answers, the same for everyone. Compressing them is safe
    // because the gateway makes sure nothing of the caller's reaches them: no session, no
    // cookie, no query string, no body, GET only. They start every first page (the settings).
    ...publicApiPaths.map((apiPath) => {
      if (!/^\/api\/[A-Za-z0-9/_-]+$/.test(apiPath))
        throw new Error(`A public API path is /api/ and a plain path, got ${apiPath}`);
      return location(`= ${apiPath}`, [
        'limit_except GET { deny all; }',
        `rewrite ^ ${apiPath}? break;`,
        ...proxy,
        'proxy_set_header UserToken "";',
        'proxy_set_header Authorization "";',
        'proxy_set_header Cookie "";',
        'proxy_pass_request_body off;',
        'proxy_set_header Content-Length "";',
        ...compressJson(brotli),
      ]);
    }),
    // The sandbox plays the institution's CDN on the portal's origin (CdnFolder "sandbox"):
    // branding images under branding/logos (spec 1 §9) come from the back end. Read-only, and
    // an image request needs no session, so none is passed on.
    location('/sandbox/branding/logos/', [
      ...upstream,
      'proxy_set_header UserToken "";',
      'limit_except GET { deny all; }',
    ]),
    location('@api_unavailable', [
      'default_type application/json;',
      `return 502 '${API_UNAVAILABLE}';`,
    ]),
  ];
}

/** A file never revalidated is sent without ETag and Last-Modified (an empty add_header drops it). */
function noValidators(relativePath) {
  return sendsValidators(relativePath) ? [] : ['etag off;', 'add_header Last-Modified "" always;'];
}

function location(match, directives) {
  return `    location ${match} {\n${directives.map((d) => `      ${d}`).join('\n')}\n    }`;
}

/** `always`: the policy holds for errors too (a 404 is still nosniff, still CORS-readable). */
function addHeaders(headers) {
  return Object.entries(headers).map(
    ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
  );
}

function quoted(value) {
  if (/["$\\\n]/.test(value)) throw new Error(`Cannot put ${value} in an nginx string`);
  return `"${value}"`;
}

function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
