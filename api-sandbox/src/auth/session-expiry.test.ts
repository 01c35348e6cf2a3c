import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

const MINUTE = 60_000;
let clock = Date.now();
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox(undefined, () => new Date(clock));
});
afterAll(() => sandbox.close());

const accountList = (token: string) => sandbox.request('GET', '/api/accountList', { token });

describe('session idle expiry', () => {
  it('keeps a token alive while it is used at least every 20 minutes, and ends it after 20 idle minutes', async () => {
    const { UserToken } = await sandbox.login('borrower1');

    clock += 19 * MINUTE;
    expect((await accountList(UserToken)).status).toBe(200);
    clock += 19 * MINUTE;
    expect((await accountList(UserToken)).status).toBe(200);

    clock += 20 * MINUTE + 1;
    expect((await accountList(UserToken)).status).toBe(401);
  });
});
