import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const send = (contentType: string, body: unknown) =>
  sandbox.request('POST', '/api/CspReport', {
    rawBody: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': contentType },
  });
const stored = async (): Promise<{ Message: string }[]> =>
  (await sandbox.request('GET', '/__sandbox/client-errors')).body;

// What Chromium sends for `report-uri`, and for `report-to` through the Reporting API.
const legacyReport = {
  'csp-report': {
    'document-uri': 'http://127.0.0.1:3000/',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.test/skimmer.js',
  },
};
const reportingApiReports = [
  {
    type: 'csp-violation',
    age: 0,
    url: 'http://127.0.0.1:3000/',
    body: {
      documentURL: 'http://127.0.0.1:3000/',
      effectiveDirective: 'connect-src',
      blockedURL: 'https://evil.test/collect',
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
];

describe('POST /api/CspReport', () => {
  it('logs a report-uri violation without a sign-in and answers 204', async () => {
    const response = await send('application/csp-report', legacyReport);
    expect(response.status).toBe(204);
    expect((await stored()).map((e) => e.Message)).toEqual([
      'CSP violation: script-src-elem blocked https://evil.test/skimmer.js on http://127.0.0.1:3000/',
    ]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('evil.test/skimmer.js'));
  });

  it('logs the CSP violations of a Reporting API batch and ignores its other reports', async () => {
    const response = await send('application/reports+json; charset=utf-8', reportingApiReports);
    expect(response.status).toBe(204);
    expect((await stored()).map((e) => e.Message)).toEqual([
      'CSP violation: connect-src blocked https://evil.test/collect on http://127.0.0.1:3000/',
    ]);
  });

  it('accepts only the two report content types', async () => {
    expect((await send('application/json', legacyReport)).status).toBe(415);
    expect((await send('text/plain', legacyReport)).status).toBe(415);
    expect(await stored()).toEqual([]);
  });

  it('refuses a body that is not a report, or too large to be one', async () => {
    expect((await send('application/csp-report', '{not json')).status).toBe(400);
    expect((await send('application/csp-report', { other: 1 })).status).toBe(400);
    expect((await send('application/reports+json', { 'csp-report': {} })).status).toBe(400);
    const huge = { 'csp-report': { 'blocked-uri': 'x'.repeat(40 * 1024) } };
    expect((await send('application/csp-report', huge)).status).toBe(400);
    expect(await stored()).toEqual([]);
  });
});
