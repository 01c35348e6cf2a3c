import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { envelope, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
});

const report = (body: unknown) => sandbox.request('POST', '/api/ClientError', { body });
const stored = async () => (await sandbox.request('GET', '/__sandbox/client-errors')).body;

describe('POST /api/ClientError', () => {
  it('stores reports without a sign-in and lists them newest last', async () => {
    expect((await report({ Message: 'first', Stack: 'at a()', UserAgent: 'jest' })).body).toEqual({
      HasNoErrors: true,
      Errors: [],
    });
    await report({ Message: 'second', Stack: 'at b()', UserAgent: 'jest' });

    const reports = await stored();
    expect(reports.map((entry: { Message: string }) => entry.Message)).toEqual(['first', 'second']);
    expect(reports[0]).toMatchObject({
      Stack: 'at a()',
      UserAgent: 'jest',
      ReceivedAt: expect.any(String),
    });
  });

  it('cuts long texts down instead of refusing them', async () => {
    const response = await report({
      Message: 'x'.repeat(10_000),
      Stack: 'y'.repeat(20_000),
      UserAgent: 'z'.repeat(5_000),
    });
    expect(response.status).toBe(200);
    const [entry] = await stored();
    expect(entry.Message.length).toBeLessThanOrEqual(2000);
    expect(entry.Stack.length).toBeLessThanOrEqual(8000);
    expect(entry.UserAgent.length).toBeLessThanOrEqual(512);
  });

  it('refuses a report whose Message is missing or not text', async () => {
    for (const [body, refusal] of [
      [{ Stack: 'only' }, 'Invalid: Message is required'],
      [{ Message: { nested: true } }, 'Invalid: Message must be string'],
      [{ Message: 'ok', Stack: 42 }, 'Invalid: Stack must be string'],
    ] as const) {
      const response = await report(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(envelope(refusal));
    }
    expect(await stored()).toEqual([]);
  });

  it('is emptied by a reset', async () => {
    await report({ Message: 'before reset' });
    await sandbox.reset();
    expect(await stored()).toEqual([]);
  });
});
