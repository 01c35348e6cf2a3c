// The generated configuration run by the real nginx (scripts/provision.sh installs it): what a
// browser gets from the shell's and a remote's origin.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import http from 'node:http';
import http2 from 'node:http2';
import zlib from 'node:zlib';
import path from 'node:path';
import { localCertificate } from '../local-certificate.js';
import { BUILD_RECORDS } from '../nginx-config.js';
import { createNginxSite } from '../nginx-process.js';
import { precompressTree } from '../precompress.js';
import { headersFor } from '../server-headers.js';
import { tempDir } from './temp-dir.js';

const dir = tempDir('nginx-site-');
const shellRoot = path.join(dir, 'shell');
const remoteRoot = path.join(dir, 'remote');
mkdirSync(shellRoot);
mkdirSync(remoteRoot);
writeFileSync(path.join(shellRoot, 'index.html'), '<!doctype html><title>shell</title>');
const chunk = `console.log(${JSON.stringify('a chunk of the shell '.repeat(200))});`;
writeFileSync(path.join(shellRoot, 'app.0123456789.js'), chunk);
writeFileSync(path.join(dir, 'secret.txt'), 'do not serve');
writeFileSync(path.join(remoteRoot, 'remoteEntry.js'), 'var portal_payments;');
writeFileSync(path.join(remoteRoot, 'mf-manifest.json'), '{"name":"portal_payments"}');
// A published release: its build records beside the files a browser loads (issue 52).
const release = path.join(remoteRoot, '1.0.0');
mkdirSync(release);
for (const name of [...BUILD_RECORDS, 'mf-manifest.json'])
  writeFileSync(path.join(release, name), '{"main.js":"sha384-x"}');
const remotesFile = path.join(dir, 'remotes.json');
writeFileSync(
  remotesFile,
  JSON.stringify({
    payments: { entry: 'http://127.0.0.1:3902/mf-manifest.json', version: '1.0.0' },
  }),
);

const shellAccessLog = path.join(dir, 'shell-access.log');
const PUBLIC_SETTINGS = '/api/setup/ApplicationOptions';

let api;
let receiver;
/** What the telemetry receiver stand-in was sent: path and headers of each request. */
const received = [];
let shell;
let remote;
let base;
let remoteBase;
let apiPort;

beforeAll(async () => {
  await precompressTree(shellRoot);
  await precompressTree(release);
  api = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const { usertoken, cookie } = req.headers;
    res.end(
      JSON.stringify({
        path: req.url,
        token: usertoken ?? null,
        // Only when sent, so every other answer keeps its shape.
        ...(cookie ? { cookie } : {}),
      }),
    );
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiPort = api.address().port;
  receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push({ method: req.method, path: req.url, headers: req.headers });
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const [shellPort, remotePort] = [await freePort(), await freePort()];
  shell = createNginxSite({
    prefix: path.join(dir, 'nginx-shell'),
    role: 'shell',
    root: shellRoot,
    port: shellPort,
    apiTarget: `http://127.0.0.1:${apiPort}`,
    publicApiPaths: [PUBLIC_SETTINGS],
    remotesFile,
    remoteOrigins: ['http://127.0.0.1:3902'],
    telemetryTarget: `http://127.0.0.1:${receiver.address().port}`,
    accessLog: shellAccessLog,
  });
  remote = createNginxSite({
    prefix: path.join(dir, 'nginx-remote'),
    role: 'remote',
    root: remoteRoot,
    port: remotePort,
  });
  await Promise.all([shell.start(), remote.start()]);
  base = `http://127.0.0.1:${shellPort}`;
  remoteBase = `http://127.0.0.1:${remotePort}`;
}, 20_000);

afterAll(async () => {
  await Promise.all([shell?.stop(), remote?.stop()]);
  await new Promise((resolve) => api.close(resolve));
  await new Promise((resolve) => receiver.close(resolve));
});

/** Raw bytes and headers as sent, for the path as written (fetch would decompress, and
 * normalise `..` away before sending). */
function get(url, headers = {}) {
  const [, origin, rawPath] = /^(http:\/\/[^/]+)(.*)$/.exec(url);
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** The status of a request with a body, sent with this method. */
function statusOf(method, url) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', reject);
    req.end('x');
  });
}

/** Every header of the policy, as the server sent it (HTTP/1.1 and HTTP/2 name them in lower case). */
function expectPolicy(headers, policy) {
  for (const [name, value] of Object.entries(policy))
    expect(headers[name.toLowerCase()]).toBe(value);
}

describe('the shell origin on nginx', () => {
  it('serves the page with the CSP naming the remotes and the policy headers', async () => {
    const response = await get(`${base}/`);
    expect(response.status).toBe(200);
    const policy = headersFor({
      role: 'shell',
      relativePath: 'index.html',
      remoteOrigins: ['http://127.0.0.1:3902'],
    });
    expectPolicy(response.headers, policy);
    expect(String(response.body)).toContain('<title>shell</title>');
  });

  it('answers /remotes.json from the deploy configuration, revalidated on every load', async () => {
    const first = await get(`${base}/remotes.json`);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(String(first.body))).toMatchObject({ payments: { version: '1.0.0' } });
    const again = await get(`${base}/remotes.json`, { 'If-None-Match': first.headers.etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers a conditional request for the page with 304', async () => {
    const first = await get(`${base}/`);
    const byDate = await get(`${base}/`, { 'If-Modified-Since': first.headers['last-modified'] });
    expect(byDate.status).toBe(304);
  });

  it('sends validators with the files a browser revalidates, and none with hashed files', async () => {
    const page = await get(`${base}/`);
    expect(page.headers.etag).toBeDefined();
    expect(page.headers['last-modified']).toBeDefined();
    const hashed = await get(`${base}/app.0123456789.js`, { 'Accept-Encoding': 'br' });
    expect(hashed.status).toBe(200);
    expect(hashed.headers.etag).toBeUndefined();
    expect(hashed.headers['last-modified']).toBeUndefined();
  });

  it('sends the Referrer-Policy with the page, not with its scripts', async () => {
    expect((await get(`${base}/`)).headers['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    );
    expect((await get(`${base}/app.0123456789.js`)).headers['referrer-policy']).toBeUndefined();
    const entry = await get(`${remoteBase}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers['referrer-policy']).toBeUndefined();
  });

  it('sends the brotli sibling of a hashed file to a browser that accepts it, immutable', async () => {
    const response = await get(`${base}/app.0123456789.js`, {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body.length).toBeLessThan(chunk.length / 10);
    const gzip = await get(`${base}/app.0123456789.js`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get(`${base}/app.0123456789.js`);
    expect(String(plain.body)).toBe(chunk);
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt'])(
    'refuses to leave its folder: %s',
    async (p) => {
      const response = await get(`${base}${p}`);
      expect([400, 403, 404]).toContain(response.status);
      expect(String(response.body)).not.toContain('do not serve');
    },
  );

  it('answers 400 to a path that is not valid percent-encoding', async () => {
    expect((await get(`${base}/%E0%A4%A`)).status).toBe(400);
    expect((await get(`${remoteBase}/%E0%A4%A`)).status).toBe(400);
  });

  it('forwards /api with its headers to the back end, and does not compress the answer', async () => {
    const response = await get(`${base}/api/accountList?x=1`, {
      UserToken: 'abc',
      'Accept-Encoding': 'gzip, br',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(String(response.body))).toEqual({
      path: '/api/accountList?x=1',
      token: 'abc',
    });
  });

  it('compresses an answer that is the same for everyone, and lets nothing of the caller reach it', async () => {
    const response = await get(`${base}${PUBLIC_SETTINGS}?echo=secret`, {
      UserToken: 'abc',
      Cookie: 'session=abc',
      'Accept-Encoding': 'gzip, br',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(String(zlib.brotliDecompressSync(response.body)))).toEqual({
      path: PUBLIC_SETTINGS,
      token: null,
    });
  });

  it('answers 403 to anything but a GET of an answer that is the same for everyone', async () => {
    expect(await statusOf('POST', `${base}${PUBLIC_SETTINGS}`)).toBe(403);
  });

  it("forwards the sandbox's CDN folder of branding images to the back end, for GET only", async () => {
    const response = await get(`${base}/sandbox/branding/logos/logo.svg`, { UserToken: 'abc' });
    expect(response.status).toBe(200);
    // An image request carries no session: the header is not passed on.
    expect(JSON.parse(String(response.body))).toEqual({
      path: '/sandbox/branding/logos/logo.svg',
      token: null,
    });
    expect((await get(`${base}/sandbox/other/file.svg`)).status).toBe(404);
    expect(await statusOf('POST', `${base}/sandbox/branding/logos/logo.svg`)).toBe(403);
  });

  it('refuses to write', async () => {
    expect(await statusOf('PUT', `${base}/index.html`)).toBe(405);
  });
});

/** A request with a body, answered with its status and headers. */
function send(method, url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe("the shell origin's /telemetry", () => {
  it('forwards a POST to the receiver with the client and request id, no session, no query', async () => {
    received.length = 0;
    const response = await send('POST', `${base}/telemetry?account=88001234`, '{"schema":1}', {
      'Content-Type': 'text/plain;charset=UTF-8',
      Cookie: 'session=secret-cookie',
      UserToken: 'secret-token',
      'X-Real-IP': '10.9.9.9',
      'X-Forwarded-For': '10.8.8.8',
    });
    expect(response.status).toBe(204);
    expect(received).toHaveLength(1);
    const [{ method, path: forwardedPath, headers }] = received;
    expect([method, forwardedPath]).toEqual(['POST', '/telemetry']);
    // nginx states the peer it saw, whatever the caller claimed.
    expect(headers['x-real-ip']).toBe('127.0.0.1');
    expect(headers['x-forwarded-for']).toBeUndefined();
    expect(headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(headers.cookie).toBeUndefined();
    expect(headers.usertoken).toBeUndefined();
  });

  it('refuses every other method before the receiver sees it', async () => {
    received.length = 0;
    expect((await get(`${base}/telemetry`)).status).toBe(403);
    expect(await statusOf('PUT', `${base}/telemetry`)).toBe(403);
    expect(received).toEqual([]);
  });

  it("leaves a batch above the contract's bound to the receiver, which counts its 413", async () => {
    received.length = 0;
    const response = await send('POST', `${base}/telemetry`, ' '.repeat(20_000));
    expect(response.status).toBe(204); // the stand-in accepts all: nginx passed it on
    expect(received).toHaveLength(1);
    expect((await send('POST', `${base}/telemetry`, ' '.repeat(200_000))).status).toBe(413);
  });
});

describe("the shell origin's access log", () => {
  it('has a JSON line per request, with its id, status and duration, the path but never its query string', async () => {
    received.length = 0;
    await get(`${base}/app.0123456789.js?account=88001234`);
    await get(`${base}/api/accountList?token=one-time-secret`);
    await send('POST', `${base}/telemetry?token=one-time-secret`, '{}');
    const lines = readFileSync(shellAccessLog, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const find = (method, uri) => lines.findLast((l) => l.method === method && l.uri === uri);
    expect(find('GET', '/app.0123456789.js')).toMatchObject({ status: 200, protocol: 'HTTP/1.1' });
    expect(find('GET', '/api/accountList')).toMatchObject({ status: 200 });
    const telemetry = find('POST', '/telemetry');
    expect(telemetry).toMatchObject({ status: 204 });
    expect(typeof telemetry.duration).toBe('number');
    // The id nginx logs is the one the receiver logs: one request, followed across both.
    expect(telemetry.request_id).toBe(received[0].headers['x-request-id']);
    expect(JSON.stringify(lines)).not.toMatch(/88001234|one-time-secret|\?/);
  });
});

describe('a remote origin on nginx', () => {
  it('serves a remote entry that another origin may load, revalidated on every load', async () => {
    const response = await get(`${remoteBase}/remoteEntry.js`);
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-cache');
    // No charset: a classic script is decoded in its page's encoding (the portal's UTF-8).
    expect(response.headers['content-type']).toBe('text/javascript');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the policy on a 404', async () => {
    const response = await get(`${remoteBase}/missing.js`);
    expect(response.status).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers 404 to a release's build records and their precompressed siblings", async () => {
    for (const name of BUILD_RECORDS)
      for (const suffix of ['', '.br', '.gz']) {
        const response = await get(`${remoteBase}/1.0.0/${name}${suffix}`);
        expect([`${name}${suffix}`, response.status]).toEqual([`${name}${suffix}`, 404]);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    // The one JSON of the release a browser loads is still there.
    expect((await get(`${remoteBase}/1.0.0/mf-manifest.json`)).status).toBe(200);
  });

  it('stops and starts by its own process id, closing its port', async () => {
    await remote.stop();
    await expect(get(`${remoteBase}/remoteEntry.js`)).rejects.toThrow(/ECONNREFUSED/);
    await remote.start();
    expect((await get(`${remoteBase}/remoteEntry.js`)).status).toBe(200);
  });
});

describe('the shell origin when the back end is down', () => {
  it('answers /api with a 502 in the API shape', async () => {
    await new Promise((resolve) => api.close(resolve));
    const response = await get(`${base}/api/accountList`);
    expect(response.status).toBe(502);
    expect(JSON.parse(String(response.body))).toMatchObject({ HasNoErrors: false });
    api.listen(apiPort, '127.0.0.1');
  });
});

describe('an origin served over HTTPS (pnpm bench, serve-portal --tls)', () => {
  it('speaks HTTP/2 and sends the precompressed file with the same policy', async () => {
    const tls = localCertificate(path.join(dir, 'tls'));
    const port = await freePort();
    const site = createNginxSite({
      prefix: path.join(dir, 'nginx-tls'),
      role: 'shell',
      root: shellRoot,
      port,
      tls,
    });
    await site.start();
    const client = http2.connect(`https://127.0.0.1:${port}`, { ca: tls.pem });
    try {
      const response = await new Promise((resolve, reject) => {
        const request = client.request({
          ':path': '/app.0123456789.js',
          'accept-encoding': 'br',
        });
        const chunks = [];
        let headers;
        request.on('response', (received) => (headers = received));
        request.on('data', (c) => chunks.push(c));
        request.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }));
        request.on('error', reject);
        request.end();
      });
      expect(client.alpnProtocol).toBe('h2');
      expect(response.headers[':status']).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.body.equals(readFileSync(path.join(shellRoot, 'app.0123456789.js.br')))).toBe(
        true,
      );
      expectPolicy(
        response.headers,
        headersFor({ role: 'shell', relativePath: 'app.0123456789.js' }),
      );
    } finally {
      client.close();
      await site.stop();
    }
  });
});

async function freePort() {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
