import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { BODY_LIMIT_BYTES } from '../http/json-body.ts';
import { envelope, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
});

const stillAnswers = async () =>
  expect((await sandbox.request('GET', '/__sandbox/health')).body).toEqual({ ok: true });
const login = (options: Parameters<TestSandbox['request']>[2]) =>
  sandbox.request('POST', '/api/login/userlogin', options);

describe('hostile input', () => {
  it.each([
    ['invalid JSON', '{"username": "borrower1", "password": '],
    ['a JSON array', '["borrower1", "Welcome123"]'],
    ['a JSON string', '"borrower1"'],
    ['null', 'null'],
  ])('answers %s with 400 Invalid and keeps serving', async (_, rawBody) => {
    const response = await login({ rawBody });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(envelope('Invalid'));
    await stillAnswers();
  });

  it('answers a body over the limit with 400 Invalid and keeps serving', async () => {
    const huge = JSON.stringify({
      username: 'borrower1',
      password: 'x'.repeat(BODY_LIMIT_BYTES * 4),
    });
    const response = await login({ rawBody: huge });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(envelope('Invalid'));
    await stillAnswers();
  });

  it.each([
    [
      'a number user name',
      { username: 12345678, password: 'Welcome123' },
      'username must be string',
    ],
    [
      'an object password',
      { username: 'borrower1', password: { $ne: '' } },
      'password must be string',
    ],
    [
      'a string list of trusted devices',
      { username: 'borrower1', password: 'Welcome123', trustedDeviceTokens: 'abc' },
      'trustedDeviceTokens must be Array',
    ],
  ])('answers %s with 400 naming the field', async (_, body, refusal) => {
    const response = await login({ body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(envelope(`Invalid: ${refusal}`));
    await stillAnswers();
  });

  it('treats SQL meta-characters as plain text', async () => {
    const response = await login({
      body: { username: "borrower1' OR '1'='1' --", password: "' OR 1=1; DROP TABLE users; --" },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(envelope('Invalid'));
    expect((await sandbox.login('borrower1')).IsLoggedIn).toBe(true);
  });

  it('answers a mangled path with 400 and a mangled account number with 403', async () => {
    expect((await sandbox.request('GET', '/api/%E0%A4%A/%%')).status).toBe(400);
    const { UserToken } = await sandbox.login('borrower1');
    const response = await sandbox.request(
      'GET',
      `/api/AccountDetails?accountNumber=${encodeURIComponent("%' OR 1=1 --")}`,
      {
        token: UserToken,
      },
    );
    expect(response.status).toBe(403);
    await stillAnswers();
  });
});
