// Overriding one remote in a deployed portal (issue 18, docs/decisions/008): off unless the
// deployment lists the origins an override may point at; the shell page's CSP names them only then.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { composeConfigs } from '../../docker/write-nginx-configs.mjs';
import { nginxConfig } from '../nginx-config.js';
import {
  OVERRIDE_POLICY_PATH,
  overridePolicyJson,
  overrideSources,
  parseOverrideOrigins,
} from '../remote-overrides.js';
import { contentSecurityPolicy, headersFor } from '../server-headers.js';

const REMOTES = ['http://127.0.0.1:3002'];

/** One directive of a CSP, e.g. "script-src 'self' http://…". */
const directive = (csp, name) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

function block(config, match) {
  const start = config.indexOf(`location ${match} {`);
  if (start < 0) throw new Error(`no location ${match}`);
  return config.slice(start, config.indexOf('\n    }', start));
}

describe('the origins a deployment lets an override point at', () => {
  it.each([
    ['', []],
    ['  ', []],
    ['http://localhost:*', ['http://localhost:*']],
    ['http://localhost:*, http://127.0.0.1:*', ['http://localhost:*', 'http://127.0.0.1:*']],
    ['https://review.example:8443', ['https://review.example:8443']],
    ['HTTP://LocalHost:3012', ['http://localhost:3012']],
  ])('%j → %j', (text, origins) => {
    expect(parseOverrideOrigins(text)).toEqual(origins);
  });

  it.each([
    ['*', /origin/],
    ['localhost:3012', /origin/],
    ['http://localhost:3012/remoteEntry.js', /origin/],
    ["http://localhost:*'; script-src *", /origin/],
    ['http://*:*', /origin/],
    ['ftp://localhost:21', /origin/],
  ])('refuses %j: it would widen the CSP beyond one host', (text, message) => {
    expect(() => parseOverrideOrigins(text)).toThrow(message);
  });

  it('adds the WebSocket origin of each, for a local server’s live reload', () => {
    expect(overrideSources(['http://localhost:*', 'https://review.example:8443'])).toEqual([
      'http://localhost:*',
      'https://review.example:8443',
    ]);
    expect(overrideSources(['http://localhost:*'], { websockets: true })).toEqual([
      'http://localhost:*',
      'ws://localhost:*',
    ]);
  });
});

describe("the shell page's CSP and overrides", () => {
  it('names no override origin when the deployment enables none', () => {
    const csp = contentSecurityPolicy(REMOTES);
    expect(csp).not.toContain('localhost');
    expect(contentSecurityPolicy(REMOTES, { overrideOrigins: [] })).toBe(csp);
  });

  it('lets scripts, styles, fonts and fetches come from the override origins when enabled', () => {
    const csp = contentSecurityPolicy(REMOTES, { overrideOrigins: ['http://localhost:*'] });
    for (const name of ['script-src', 'style-src', 'font-src'])
      expect(directive(csp, name)).toBe(`${name} 'self' http://127.0.0.1:3002 http://localhost:*`);
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' http://127.0.0.1:3002 http://localhost:* ws://localhost:*",
    );
    // The rest of the policy is unchanged.
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("never widens a remote's own page", () => {
    const headers = headersFor({
      role: 'remote',
      relativePath: 'index.html',
      remoteOrigins: [],
      overrideOrigins: ['http://localhost:*'],
    });
    expect(headers['Content-Security-Policy']).not.toContain('localhost');
  });
});

describe('the nginx configuration of a deployment', () => {
  const base = {
    role: 'shell',
    root: '/srv/deploy/shell',
    port: 3000,
    remoteOrigins: REMOTES,
    remotesFile: '/srv/deploy/remotes.json',
  };

  it('answers the override policy as disabled by default, and the page allows no dev origin', () => {
    const config = nginxConfig(base);
    expect(block(config, `= ${OVERRIDE_POLICY_PATH}`)).toContain(
      `return 200 '${overridePolicyJson([])}';`,
    );
    expect(JSON.parse(overridePolicyJson([]))).toEqual({ enabled: false, origins: [] });
    expect(block(config, '= /')).not.toContain('localhost');
  });

  it('with overrides enabled, states the origins and the page’s CSP carries them', () => {
    const config = nginxConfig({ ...base, overrideOrigins: ['http://localhost:*'] });
    const policy = block(config, `= ${OVERRIDE_POLICY_PATH}`);
    expect(policy).toContain('default_type application/json;');
    expect(policy).toContain('add_header Cache-Control "no-cache" always;');
    expect(JSON.parse(/return 200 '(.*)';/.exec(policy)[1])).toEqual({
      enabled: true,
      origins: ['http://localhost:*'],
    });
    expect(block(config, '= /')).toContain('http://localhost:* ws://localhost:*');
  });

  it('a remote origin serves no policy', () => {
    const remote = nginxConfig({ role: 'remote', root: '/r', port: 3002 });
    expect(remote).not.toContain(OVERRIDE_POLICY_PATH);
  });

  it('the containers (production) never enable overrides', () => {
    const { shell } = composeConfigs({
      identity: 'http://localhost:3001',
      payments: 'http://localhost:3002',
      servicing: 'http://localhost:3003',
      profile: 'http://localhost:3004',
    });
    expect(block(shell, `= ${OVERRIDE_POLICY_PATH}`)).toContain('"enabled":false');
    expect(block(shell, '= /')).not.toContain('localhost:*');
    const files = ['docker-compose.yml', 'docker/Dockerfile'].map((file) =>
      readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'),
    );
    for (const text of files) expect(text).not.toContain('PORTAL_OVERRIDE_ORIGINS');
  });
});
