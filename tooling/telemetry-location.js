// The shell origin's /telemetry: the page's telemetry batches go to the receiver on the same
// origin (no CORS, no new CSP source). POST only; the receiver is told the borrower's address
// (X-Real-IP, for its rate limit) and the request id nginx logs, and none of the session.
import { MAX_BATCH_BYTES, TELEMETRY_PATH } from '../libs/telemetry-contract/src/batch.ts';

/** nginx's own ceiling, above the contract's: the receiver answers (and counts) 413 itself. */
export const TELEMETRY_NGINX_BODY_LIMIT = `${Math.ceil((MAX_BATCH_BYTES * 4) / 1024)}k`;

/**
 * @param {string} telemetryTarget the receiver's origin, e.g. http://127.0.0.1:3098
 * @param {string[]} headerDirectives the location's add_header lines
 */
export function telemetryLocation(telemetryTarget, headerDirectives) {
  const { origin, pathname } = new URL(telemetryTarget);
  if (pathname !== '/')
    throw new Error(`telemetryTarget must be an origin, got ${telemetryTarget}`);
  const directives = [
    ...headerDirectives,
    'limit_except POST { deny all; }',
    `client_max_body_size ${TELEMETRY_NGINX_BODY_LIMIT};`,
    // Held in memory, never in a temporary file: no batch is written to disk, even briefly.
    `client_body_buffer_size ${TELEMETRY_NGINX_BODY_LIMIT};`,
    // The path alone: a query string never reaches the receiver.
    `rewrite ^ ${TELEMETRY_PATH}? break;`,
    `proxy_pass ${origin};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_set_header X-Forwarded-For "";',
    'proxy_set_header X-Request-Id $request_id;',
    'proxy_set_header Cookie "";',
    'proxy_set_header UserToken "";',
    'proxy_set_header Authorization "";',
    'proxy_read_timeout 10s;',
    'gzip off;',
  ];
  // #/status's figures (each live build's errors per view): read-only, no body, no session.
  const figures = [
    ...headerDirectives,
    'limit_except GET { deny all; }',
    `rewrite ^ ${TELEMETRY_PATH}/figures? break;`,
    `proxy_pass ${origin};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Cookie "";',
    'proxy_set_header UserToken "";',
    'proxy_set_header Authorization "";',
    'proxy_read_timeout 10s;',
  ];
  const block = (path, lines) =>
    `    location = ${path} {\n${lines.map((d) => `      ${d}`).join('\n')}\n    }`;
  return `${block(TELEMETRY_PATH, directives)}\n${block(`${TELEMETRY_PATH}/figures`, figures)}`;
}
