import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticServer } from '../static-server.js';

const dir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
const root = path.join(dir, 'dist');
mkdirSync(root);
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
writeFileSync(path.join(root, 'app.0123456789.js'), 'console.log(1)');
writeFileSync(path.join(dir, 'secret.txt'), 'do not serve');
const remotesFile = path.join(dir, 'remotes.json');
writeFileSync(
  remotesFile,
  JSON.stringify({
    payments: { entry: 'http://127.0.0.1:3902/mf-manifest.json', version: '1.0.0' },
  }),
);

let api;
let shell;
let base;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        path: req.url,
        token: req.headers.usertoken ?? null,
        forwardedFor: req.headers['x-forwarded-for'] ?? null,
      }),
    );
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiTarget = `http://127.0.0.1:${api.address().port}`;
  shell = createStaticServer({ role: 'shell', root, port: 0, apiTarget, remotesFile });
  const server = await shell.listen();
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(async () => {
  await shell.close();
  await new Promise((resolve) => api.close(resolve));
});

describe('static server', () => {
  it('serves the page with a CSP naming the remotes of remotes.json', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain('http://127.0.0.1:3902');
    expect(await response.text()).toContain('<title>shell</title>');
  });

  it('answers /remotes.json from the deploy configuration, never cached for long', async () => {
    const response = await fetch(`${base}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toMatchObject({ payments: { version: '1.0.0' } });
  });

  it('marks content-hashed files immutable', async () => {
    const response = await fetch(`${base}/app.0123456789.js`);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt'])(
    'refuses to leave its folder: %s',
    async (p) => {
      const response = await fetch(`${base}${p}`);
      expect([403, 404]).toContain(response.status);
      expect(await response.text()).not.toContain('do not serve');
    },
  );

  it('forwards /api with its headers to the back end', async () => {
    const response = await fetch(`${base}/api/accountList?x=1`, { headers: { UserToken: 'abc' } });
    expect(await response.json()).toMatchObject({ path: '/api/accountList?x=1', token: 'abc' });
  });

  it('as the gateway, tells the back end the address it saw, never one the caller wrote', async () => {
    const response = await fetch(`${base}/api/login/userlogin`, {
      headers: { 'X-Forwarded-For': '6.6.6.6' },
    });
    expect((await response.json()).forwardedFor).toBe('127.0.0.1');
  });

  it('answers a malformed path with 400, not 500', async () => {
    const response = await fetch(`${base}/%E0%A4%A`);
    expect(response.status).toBe(400);
  });

  it('refuses to write', async () => {
    expect((await fetch(`${base}/index.html`, { method: 'PUT', body: 'x' })).status).toBe(405);
  });
});
