// A small static file server for one app's build, with the portal's header policy.
// The shell's server also answers /remotes.json from the deploy configuration and forwards
// /api to the back end, so the browser talks to one origin for the API.
import { createReadStream } from 'node:fs';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { headersFor, remoteOriginsOf } from './server-headers.js';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};

/**
 * @param {object} options
 * @param {'shell'|'remote'} options.role
 * @param {string} options.root       the build folder to serve
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {string} [options.apiTarget] shell only: where /api goes
 * @param {string} [options.remotesFile] shell only: the deploy-time remotes.json
 * @param {() => string} [options.index] the page for `/`, relative to root (a deploy root
 *   serves the live release's page, while every release's files stay addressable)
 */
export function createStaticServer({
  role,
  root,
  port,
  host = '127.0.0.1',
  apiTarget,
  remotesFile,
  index = () => 'index.html',
}) {
  const rootDir = path.resolve(root);

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (role === 'shell' && apiTarget && url.pathname.startsWith('/api/'))
        return forward(req, res, apiTarget);
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return send(res, 405, 'Method Not Allowed');

      if (role === 'shell' && remotesFile && url.pathname === '/remotes.json') {
        const body = await readFile(remotesFile);
        return send(res, 200, body, {
          ...headersFor({ role, relativePath: 'remotes.json' }),
          'Content-Type': TYPES['.json'],
        });
      }

      const requested =
        url.pathname === '/' || url.pathname === '/index.html' ? index() : url.pathname;
      let relativePath;
      try {
        relativePath = decodeURIComponent(requested).replace(/^\/+/, '');
      } catch {
        return send(res, 400, 'Bad Request'); // percent-escapes that do not decode
      }
      const file = path.resolve(rootDir, relativePath);
      if (file !== rootDir && !file.startsWith(rootDir + path.sep))
        return send(res, 403, 'Forbidden');
      const info = await stat(file).catch(() => null);
      if (!info?.isFile())
        return send(res, 404, 'Not Found', headersFor({ role, relativePath: '404' }));

      const remoteOrigins =
        role === 'shell' && remotesFile ? remoteOriginsOf(await readRemotes(remotesFile)) : [];
      res.writeHead(200, {
        ...headersFor({ role, relativePath, remoteOrigins }),
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Content-Length': info.size,
      });
      if (req.method === 'HEAD') return res.end();
      createReadStream(file).pipe(res);
    } catch (error) {
      send(res, 500, 'Internal Server Error');
      console.error(`[${role} ${port}]`, error);
    }
  });

  return {
    listen: () => new Promise((resolve) => server.listen(port, host, () => resolve(server))),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The `index` of a shell served from a deploy root: the live release's page. */
export function liveShellIndex(deployRoot) {
  return () =>
    `${JSON.parse(readFileSync(path.join(deployRoot, 'shell-live.json'), 'utf8')).version}/index.html`;
}

async function readRemotes(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return {};
  }
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

function forward(req, res, target) {
  const url = new URL(req.url ?? '/', target);
  // This proxy is the back end's gateway: it states the address it saw, replacing any
  // X-Forwarded-For the caller wrote (the back end trusts the header from its gateway only).
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host, 'x-forwarded-for': peer } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () =>
    send(
      res,
      502,
      JSON.stringify({ HasNoErrors: false, Errors: [{ ErrorMessage: 'ServerError' }] }),
      { 'Content-Type': 'application/json' },
    ),
  );
  req.pipe(upstream);
}
