import { describe, expect, it } from '@jest/globals';
import {
  cacheControlFor,
  contentSecurityPolicy,
  parseImageOrigins,
  headersFor,
  IMMUTABLE,
  remoteOriginsOf,
  sendsValidators,
} from '../server-headers.js';

describe('cache policy', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['remotes.json', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['main.js', 'no-cache'],
    ['262.3c6a630464.js', IMMUTABLE],
    ['__federation_expose_area.d4cca1337a.js', IMMUTABLE],
    ['847.b9fd91059c.css', IMMUTABLE],
    ['payments/1.1.0/mf-manifest.json', 'no-cache'],
    ['favicon.ico', 'no-cache'],
  ])('%s is served with %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('validators', () => {
  it.each([
    ['index.html', true],
    ['remotes.json', true],
    ['remoteEntry.js', true],
    ['main.js', true],
    ['262.3c6a630464.js', false],
    ['847.b9fd91059c.css', false],
  ])('%s carries ETag and Last-Modified: %s', (file, expected) => {
    expect(sendsValidators(file)).toBe(expected);
  });
});

describe('content security policy', () => {
  const csp = contentSecurityPolicy(['http://127.0.0.1:3002']);

  it('allows code only from this origin and the remotes, with no inline scripts or eval', () => {
    expect(csp).toContain("script-src 'self' http://127.0.0.1:3002");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('reports violations to the back end with report-uri (report-to would silence it)', () => {
    expect(csp).toContain('report-uri /api/CspReport');
    expect(csp).not.toContain('report-to');
    const headers = headersFor({ role: 'shell', relativePath: 'index.html', remoteOrigins: [] });
    expect(headers['Content-Security-Policy']).toContain('report-uri /api/CspReport');
  });

  it("does not report from a remote's own page, whose origin has no /api", () => {
    const headers = headersFor({ role: 'remote', relativePath: 'index.html' });
    expect(headers['Content-Security-Policy']).not.toContain('report-uri');
  });

  it("lets a stylesheet fetch only from the portal's own origins: no host to send typed text to", () => {
    // An unpinned stylesheet can turn input values into url() requests (ADR 006): whatever
    // a stylesheet may fetch (images, fonts, other stylesheets) stays on the portal's origins.
    const sources = (directive) =>
      csp
        .split('; ')
        .find((part) => part.startsWith(`${directive} `))
        .split(' ')
        .slice(1);
    expect(sources('img-src')).toEqual(["'self'", 'data:', 'http://127.0.0.1:3002']);
    for (const directive of ['font-src', 'style-src', 'default-src'])
      expect(sources(directive).every((s) => s === "'self'" || s === 'http://127.0.0.1:3002')).toBe(
        true,
      );
  });

  it("adds only the https image hosts a deployment names, on the shell's page", () => {
    const imageOrigins = parseImageOrigins('https://cdn.example, https://img.example:8443');
    expect(imageOrigins).toEqual(['https://cdn.example', 'https://img.example:8443']);
    const page = headersFor({ role: 'shell', relativePath: 'index.html', imageOrigins });
    expect(page['Content-Security-Policy']).toContain(
      "img-src 'self' data: https://cdn.example https://img.example:8443;",
    );
    for (const wide of [
      'https:',
      'http://cdn.example',
      'https://*.example',
      'https://cdn.example/x',
    ])
      expect(() => parseImageOrigins(wide)).toThrow(/image origin/);
  });

  it('forbids framing', () => {
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('takes the remotes origins from remotes.json and ignores broken entries', () => {
    expect(
      remoteOriginsOf({
        payments: { entry: 'http://127.0.0.1:3002/mf-manifest.json' },
        profile: { entry: 'https://cdn.example/mfe-profile/1.0.0/mf-manifest.json' },
        broken: { entry: 'not a url' },
      }),
    ).toEqual(['http://127.0.0.1:3002', 'https://cdn.example']);
  });
});

describe('headers per role', () => {
  it('lets other origins load a remote, but not the shell', () => {
    expect(
      headersFor({ role: 'remote', relativePath: 'remoteEntry.js' })['Access-Control-Allow-Origin'],
    ).toBe('*');
    expect(
      headersFor({ role: 'shell', relativePath: 'main.js' })['Access-Control-Allow-Origin'],
    ).toBeUndefined();
  });

  it('sends the Referrer-Policy with the page only, where it governs the requests', () => {
    for (const relativePath of [
      'main.js',
      '262.3c6a630464.js',
      '847.b9fd91059c.css',
      'remotes.json',
    ])
      expect(headersFor({ role: 'shell', relativePath })['Referrer-Policy']).toBeUndefined();
  });

  it('sends the security headers with every response', () => {
    const headers = headersFor({ role: 'shell', relativePath: 'index.html', remoteOrigins: [] });
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(headers['Content-Security-Policy']).toBeDefined();
  });

  // Issue 52 item 6, ADR 014.
  it.each(['shell', 'remote'])(
    'gives the %s page COOP same-origin and a Permissions-Policy',
    (role) => {
      const headers = headersFor({ role, relativePath: 'index.html', remoteOrigins: [] });
      expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
      expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)/);
      expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)/);
      expect(headers['Permissions-Policy']).toMatch(/(^|, )payment=\(\)/);
    },
  );

  it.each([
    ['shell', 'main.js', 'same-origin'],
    ['shell', 'index.html', 'same-origin'],
    ['remote', 'remoteEntry.js', 'cross-origin'],
    ['remote', 'mf-manifest.json', 'cross-origin'],
    ['remote', '123.0123456789.js', 'cross-origin'],
  ])('lets the %s file %s be loaded from %s', (role, relativePath, policy) => {
    expect(headersFor({ role, relativePath })['Cross-Origin-Resource-Policy']).toBe(policy);
  });
});
