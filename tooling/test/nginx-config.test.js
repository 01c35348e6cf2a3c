import { describe, expect, it } from '@jest/globals';
import { API_UNAVAILABLE, nginxConfig } from '../nginx-config.js';
import { contentSecurityPolicy, IMMUTABLE } from '../server-headers.js';

const shell = nginxConfig({
  role: 'shell',
  root: '/srv/deploy/shell',
  port: 3000,
  index: '/live/index.html',
  remoteOrigins: ['http://127.0.0.1:3002', 'https://cdn.example'],
  remotesFile: '/srv/deploy/remotes.json',
  apiTarget: 'http://127.0.0.1:3100',
});
const remote = nginxConfig({ role: 'remote', root: '/srv/deploy/mfe-payments', port: 3002 });

/** The directives of one location block, by its match. */
function block(config, match) {
  const start = config.indexOf(`location ${match} {`);
  if (start < 0) throw new Error(`no location ${match}`);
  return config.slice(start, config.indexOf('\n    }', start));
}

describe('nginx configuration generated from the header policy', () => {
  it('refuses source maps on every origin, before any other file rule', () => {
    for (const config of [shell, remote]) {
      expect(block(config, '~ "\\.map$"')).toContain('return 404;');
      // The first regex location: nginx takes the first regex that matches.
      expect(config.indexOf('location ~ ')).toBe(config.indexOf('location ~ "\\.map$"'));
    }
  });

  it("refuses the build's records on every origin, unless it stands in for a developer's build", () => {
    const records = '~ "(^|/)(integrity\\.json|mf-manifest-stats\\.json|';
    for (const config of [shell, remote])
      expect(config.slice(config.indexOf(`location ${records}`))).toMatch(/^[^}]*return 404;/);
    const overrideBuilds = nginxConfig({
      role: 'remote',
      root: '/r',
      port: 1,
      servesBuildRecords: true,
    });
    expect(overrideBuilds).not.toContain(records);
  });

  it('listens on loopback only, unless told otherwise', () => {
    expect(shell).toContain('listen 127.0.0.1:3000;');
    expect(nginxConfig({ role: 'remote', root: '/r', port: 80, host: '0.0.0.0' })).toContain(
      'listen 0.0.0.0:80;',
    );
  });

  it('serves HTTPS and HTTP/2 with a certificate, in the syntax of the nginx that runs it', () => {
    const tls = { certificate: '/srv/tls/cert.pem', key: '/srv/tls/key.pem' };
    const image = nginxConfig({ role: 'remote', root: '/r', port: 3002, tls });
    expect(image).toContain('listen 127.0.0.1:3002 ssl;\n    http2 on;');
    expect(image).toContain('ssl_certificate "/srv/tls/cert.pem";');
    expect(image).toContain('ssl_certificate_key "/srv/tls/key.pem";');
    expect(image).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    const debian = nginxConfig({
      role: 'remote',
      root: '/r',
      port: 3002,
      tls,
      nginxVersion: '1.22.1',
    });
    expect(debian).toContain('listen 127.0.0.1:3002 ssl http2;');
    expect(debian).not.toContain('http2 on;');
    expect(
      nginxConfig({ role: 'remote', root: '/r', port: 3002, tls, nginxVersion: '1.25.1' }),
    ).toContain('http2 on;');
    expect(
      nginxConfig({ role: 'remote', root: '/r', port: 3002, tls, nginxVersion: '1.25.0' }),
    ).toContain('ssl http2;');
    expect(() =>
      nginxConfig({ role: 'remote', root: '/r', port: 3002, tls, nginxVersion: 'x' }),
    ).toThrow('Not an nginx version');
    expect(remote).not.toContain('ssl');
  });

  it("puts the shell page's CSP, naming the remotes' origins, on the page", () => {
    const csp = contentSecurityPolicy(['http://127.0.0.1:3002', 'https://cdn.example']);
    for (const page of ['= /', '= /index.html', '~ "\\.html$"'])
      expect(block(shell, page)).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    expect(block(shell, '= /')).toContain('add_header X-Frame-Options "DENY" always;');
  });

  it('serves the live release page at / of a deploy root', () => {
    expect(block(shell, '= /')).toContain('try_files /live/index.html =404;');
  });

  it('revalidates remotes.json, entries and manifests, and marks hashed files immutable', () => {
    expect(block(shell, '= /remotes.json')).toContain('add_header Cache-Control "no-cache"');
    const entries = block(
      remote,
      '~ "(^|/)(index\\.html|remotes\\.json|mf-manifest\\.json|remoteEntry\\.js|main\\.js)$"',
    );
    expect(entries).toContain('add_header Cache-Control "no-cache" always;');
    expect(block(remote, '~ "\\.[0-9a-f]{10}\\.(js|css|png|svg|jpg|woff2?)$"')).toContain(
      `add_header Cache-Control "${IMMUTABLE}" always;`,
    );
  });

  it('tries the entry names before the hashed pattern, as cacheControlFor does', () => {
    expect(remote.indexOf('remoteEntry\\.js')).toBeLessThan(remote.indexOf('[0-9a-f]{10}'));
  });

  it('lets other origins load a remote, but not the shell', () => {
    expect(block(remote, '/')).toContain('add_header Access-Control-Allow-Origin "*" always;');
    expect(shell).not.toContain('Access-Control-Allow-Origin');
  });

  it('sends nosniff from every static location, errors included', () => {
    const locations = remote.split('\n    location ').slice(1);
    expect(locations.length).toBeGreaterThan(3);
    for (const l of locations)
      expect(l).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });

  it('serves the precompressed siblings, with Vary', () => {
    expect(remote).toMatch(/gzip_static on;[\s\S]*gzip_vary on;[\s\S]*brotli_static on;/);
    expect(remote).toContain(
      'load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;',
    );
    const noBrotli = nginxConfig({ role: 'remote', root: '/r', port: 1, modulesDir: null });
    expect(noBrotli).not.toMatch(/brotli_static|load_module/);
  });

  it('forwards /api to the back end uncompressed, answering in the API shape when it is down', () => {
    const api = block(shell, '/api/');
    expect(api).toContain('proxy_pass http://127.0.0.1:3100;');
    expect(api).toContain('gzip off;');
    // The caller's own X-Forwarded-For never reaches the back end: the gateway states the peer.
    expect(api).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(api).not.toContain('brotli on');
    expect(block(shell, '@api_unavailable')).toContain(`return 502 '${API_UNAVAILABLE}';`);
    expect(remote).not.toContain('/api/');
  });

  it('forwards POST /telemetry to the receiver on the shell origin only, when it has one', () => {
    const withReceiver = nginxConfig({
      role: 'shell',
      root: '/srv/deploy/shell',
      port: 3000,
      telemetryTarget: 'http://127.0.0.1:3098',
    });
    const telemetry = block(withReceiver, '= /telemetry');
    expect(telemetry).toContain('limit_except POST { deny all; }');
    expect(telemetry).toContain('proxy_pass http://127.0.0.1:3098;');
    expect(telemetry).toContain('proxy_set_header X-Real-IP $remote_addr;');
    expect(telemetry).toContain('proxy_set_header X-Request-Id $request_id;');
    // A batch nginx accepts stays in memory: its body buffer is as large as its body limit.
    const limit = /client_max_body_size (\S+);/.exec(telemetry)?.[1];
    expect(telemetry).toContain(`client_body_buffer_size ${limit};`);
    expect(() =>
      nginxConfig({ role: 'shell', root: '/r', port: 1, telemetryTarget: 'http://h/x' }),
    ).toThrow(/must be an origin/);
    for (const config of [shell, remote]) expect(config).not.toContain('/telemetry');
  });

  it('keeps its pid file and temporary files in the prefix', () => {
    expect(remote).toContain('pid nginx.pid;');
    expect(remote).toContain('client_body_temp_path temp-client-body;');
    expect(remote).toContain('daemon off;');
  });

  it('refuses what it cannot write safely', () => {
    expect(() => nginxConfig({ role: 'other', root: '/r', port: 1 })).toThrow(/role/);
    expect(() => nginxConfig({ role: 'remote', root: '/r"; evil', port: 1 })).toThrow(/nginx/);
    expect(() =>
      nginxConfig({ role: 'shell', root: '/r', port: 1, apiTarget: 'http://api/v1' }),
    ).toThrow(/origin/);
  });
});
