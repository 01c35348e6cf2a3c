import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allEndpoints } from '@portal/api-contract/all-endpoints';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

describe('the sandbox serves the contract', () => {
  it('as an OpenAPI 3.1 document at /api/openapi.json, one operation per call', async () => {
    const response = await fetch(`${sandbox.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.map((op) => op.operationId).sort()).toEqual(
      allEndpoints.map((call) => call.name).sort(),
    );
  });

  it('as a reference page that loads and runs nothing (strict CSP, no script)', async () => {
    const response = await fetch(`${sandbox.url}/api/reference`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    expect(html).toContain('<h1>Borrower portal back end: API reference</h1>');
    expect(html).toContain('href="/api/openapi.json"');
    expect(html).not.toMatch(/<script|<link|<style|\sstyle=|\son[a-z]+=/i);
  });

  it('without a session, since the back-end team reads it before signing in', async () => {
    const response = await fetch(`${sandbox.url}/api/openapi.json`, {
      headers: { UserToken: 'x' },
    });
    expect(response.status).toBe(200);
  });
});
