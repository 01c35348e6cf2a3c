import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect } from 'node:net';
import { createSandbox, type Sandbox } from '../sandbox.ts';
import { makeDataDir, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

// Issue 13 item 7: transport-level hardening of the sandbox.

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${sandbox.url}${path}`, { redirect: 'manual', ...init });

describe('X-Content-Type-Options: nosniff on every answer', () => {
  it.each([
    ['a JSON answer', () => get('/__sandbox/health')],
    ['a 404', () => get('/api/no/such/call')],
    ['a 401', () => get('/api/accountList')],
    ['a preflight', () => get('/api/accountList', { method: 'OPTIONS' })],
    ['an HTML page', () => get('/api/__sandbox/sso-login')],
    ['a too-large body', () => get('/api/ClientError', { method: 'POST', body: 'x'.repeat(17e6) })],
  ])('%s', async (_, call) => {
    const response = await call();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('on downloads, and inline documents run nothing', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    const history = await sandbox.request('POST', '/api/AccountHistory/RetrieveDownloadToken', {
      token: UserToken,
      body: { AccountNumber: '00011002347', DaysOfHistory: 30, DownloadType: 0 },
    });
    const csv = await get(`/api/AccountHistory/DownloadAccountHistory?token=${history.body}`);
    expect(csv.headers.get('x-content-type-options')).toBe('nosniff');

    const drafts = await sandbox.request('GET', '/api/AchDraftAgreement/GetACHDrafts', {
      token: UserToken,
    });
    const passable = await sandbox.request('GET', '/api/PassableToken/GetPassableToken', {
      token: UserToken,
    });
    const agreement = await get(
      `/api/AchDraftAgreement/RenderACHDraftAgreement?token=${passable.body}&guid=${drafts.body[0].Id}`,
    );
    expect(agreement.status).toBe(200);
    expect(agreement.headers.get('content-disposition')).toMatch(/^inline/);
    expect(agreement.headers.get('x-content-type-options')).toBe('nosniff');
    expect(agreement.headers.get('content-security-policy')).toBe("default-src 'none'");

    // A statement PDF: the browser's viewer may embed and style it; no script runs.
    const statements = await sandbox.request(
      'GET',
      '/api/accountEStatements/GetStatementList?AccountNumber=00011002347&Year=' +
        new Date().getUTCFullYear(),
      { token: UserToken },
    );
    const id = statements.body.StatementList[0].Id;
    const again = await sandbox.request('GET', '/api/PassableToken/GetPassableToken', {
      token: UserToken,
    });
    const pdf = await get(
      `/api/AccountEstatements/ViewStatement?Id=${id}&Number=00011002347&Date=&Start=&End=&Type=&token=${again.body}`,
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const policy = pdf.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'none'/);
    expect(policy).not.toMatch(/script-src/);
  });
});

describe('the statement URL the back end hands out (provider 3)', () => {
  it('opens the statement: it carries every field the contract parses before the token', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    const statements = await sandbox.request(
      'GET',
      '/api/accountEStatements/GetStatementList?AccountNumber=00011002347&Year=' +
        new Date().getUTCFullYear(),
      { token: UserToken },
    );
    const statement = statements.body.StatementList[0];
    const answer = await sandbox.request(
      'GET',
      `/api/AccountEstatements/GetAmsiveStatementUrl?Number=00011002347&Date=${statement.Date}&Type=${statement.Type}&Id=${statement.Id}`,
      { token: UserToken },
    );
    const opened = await get(answer.body.StatementUrl);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('malformed paths', () => {
  it.each(['/%E0%A4%A', '/api/%E0%A4%A/%%', '/api/accountList%ZZ'])(
    'answer %s with 400, not 500, and keep serving',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect((await get('/__sandbox/health')).status).toBe(200);
    },
  );
});

describe('JSON bodies are application/json only', () => {
  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['no type at all', undefined],
  ])('refuses %s with 415 and says what to send', async (_, type) => {
    const response = await get('/api/login/userlogin', {
      method: 'POST',
      headers: type ? { 'Content-Type': type } : {},
      body: JSON.stringify({ username: 'borrower1', password: 'Welcome123' }),
    });
    expect(response.status).toBe(415);
    const body = (await response.json()) as { Errors: { ErrorMessage: string }[]; Message: string };
    expect(body.Errors[0]?.ErrorMessage).toBe('UnsupportedMediaType');
    expect(body.Message).toMatch(/application\/json/);
  });

  it('accepts application/json with a charset, and a bodyless call with none', async () => {
    const login = await get('/api/login/userlogin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ username: 'borrower1', password: 'Welcome123' }),
    });
    expect(login.status).toBe(200);
    expect((await get('/api/Login/Logout', { method: 'POST' })).status).toBe(200);
  });
});

describe('the session token never travels in a URL', () => {
  it('refuses a UserToken query parameter, in any case', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    for (const name of ['UserToken', 'usertoken']) {
      const response = await sandbox.request(
        'GET',
        `/api/AccountEstatements/GetAmsiveStatementUrl?${name}=${UserToken}&Id=1`,
        { token: UserToken },
      );
      expect(response.status).toBe(400);
      expect(response.body.Errors[0].ErrorMessage).toBe('UserTokenInUrl');
    }
  });
});

describe('the login IP', () => {
  it('is the connection, not a header the caller wrote (no gateway configured)', async () => {
    await sandbox.login('borrower2', 'Welcome123', {});
    await sandbox.request('POST', '/api/login/userlogin', {
      headers: { 'X-Forwarded-For': '6.6.6.6' },
      body: { username: 'borrower2', password: 'Welcome123' },
    });
    const { UserToken } = await sandbox.login('borrower2');
    const history = await sandbox.request('GET', '/api/Profile/LoginHistory', {
      token: UserToken,
    });
    const ips = history.body.map((entry: { IPAddress: string }) => entry.IPAddress);
    expect(ips).not.toContain('6.6.6.6');
    expect(ips[0]).toBe('127.0.0.1');
  });
});

/** Sends the head of a request and part of its body, then goes quiet. Resolves with what came back. */
function stalledRequest(url: string): Promise<{ text: string; elapsedMs: number }> {
  const { hostname, port } = new URL(url);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        'POST /api/login/userlogin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":',
      );
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve({ text, elapsedMs: Date.now() - started }));
    socket.on('error', reject);
  });
}

describe('a body that stalls', () => {
  let quick: Sandbox;
  beforeAll(async () => {
    quick = await createSandbox({ dataDir: makeDataDir(), port: 0, bodyStallMs: 300 });
  });
  afterAll(() => quick.close());

  it('is cut off with 408 and the connection closed', async () => {
    const { text, elapsedMs } = await stalledRequest(quick.url);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(text).toContain('RequestTimeout');
    expect(elapsedMs).toBeGreaterThanOrEqual(250);
    expect(elapsedMs).toBeLessThan(5_000);
  });

  it('is cut off after a few seconds by default', async () => {
    const { BODY_STALL_MS } = await import('./stalled-body.ts');
    expect(BODY_STALL_MS).toBeGreaterThanOrEqual(2_000);
    expect(BODY_STALL_MS).toBeLessThanOrEqual(10_000);
  });
});
