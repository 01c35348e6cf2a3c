import { referenceOf } from '@portal/api-contract/all-references';
import { prepareAchDraftAgreementPreview } from '@portal/api-contract/payments/draft-agreement';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { SESSION_ABSOLUTE_MS } from './sessions.ts';
import { PURPOSE_TOKEN_TTL_MS } from './purpose-tokens.ts';

// Issue 13 item 4: every session, and every token minted from one, ends when it should.

const AUTO = '00011002347';
const MINUTE = 60_000;
let clock = Date.parse('2026-03-02T09:00:00Z');
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox(undefined, () => new Date(clock));
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
});

const alive = async (token: string) =>
  (await sandbox.request('GET', '/api/accountList', { token })).status === 200;

describe('session lifetime', () => {
  it('ends a busy session 12 hours after it opened, whatever the idle timer says', async () => {
    expect(SESSION_ABSOLUTE_MS).toBe(12 * 60 * MINUTE);
    const { UserToken } = await sandbox.login('borrower1');
    const opened = clock;
    // Used every 15 minutes: never idle, yet it ends at the twelfth hour.
    while (clock + 15 * MINUTE < opened + SESSION_ABSOLUTE_MS) {
      clock += 15 * MINUTE;
      expect(await alive(UserToken)).toBe(true);
    }
    clock = opened + SESSION_ABSOLUTE_MS;
    expect(await alive(UserToken)).toBe(false);
  });
});

describe('a password change ends the other sessions', () => {
  it('change at login (ResetPassword with the ChangePasswordToken) ends the userlogin token', async () => {
    // A sign-in owing its password change reaches only that step's call (issue 52).
    const atPasswordStep = async (token: string) =>
      (
        await sandbox.request('POST', '/api/Login/ValidatePasswordForLoggedInUser', {
          token,
          body: { PasswordToValidate: 'Brandnew123' },
        })
      ).status === 200;
    const login = await sandbox.login('newpass1');
    expect(await atPasswordStep(login.UserToken)).toBe(true);
    const other = (await sandbox.login('newpass1')).UserToken;
    const reset = await sandbox.request('POST', '/api/Login/ResetPassword', {
      body: { Enc: login.ChangePasswordToken, Password: 'Brandnew123' },
    });
    expect(reset.body.HasNoErrors).toBe(true);
    expect(await atPasswordStep(login.UserToken)).toBe(false);
    expect(await atPasswordStep(other)).toBe(false);
    // The new token goes on with the queue (the secret question), then is a full session.
    const question = await sandbox.request('POST', '/api/register/SetPasswordQuestion', {
      token: reset.body.UserToken,
      body: { PasswordQuestion: 'Pet?', PasswordAnswer: 'Rex', UserToken: reset.body.UserToken },
    });
    expect(question.body.HasNoErrors).toBe(true);
    expect(await alive(reset.body.UserToken)).toBe(true);
  });

  it('a new password in the profile ends every other session of the borrower, not this one', async () => {
    const mine = (await sandbox.login('borrower1')).UserToken;
    const elsewhere = (await sandbox.login('borrower1')).UserToken;
    const someoneElse = (await sandbox.login('borrower2')).UserToken;
    const saved = await sandbox.request('POST', '/api/Profile/UpdateUserInfo', {
      token: mine,
      body: {
        OldPassword: 'Welcome123',
        NewPassword: 'Harbor2026',
        ConfirmNewPassword: 'Harbor2026',
      },
    });
    expect(saved.body.HasNoErrors).toBe(true);
    expect(await alive(mine)).toBe(true);
    expect(await alive(elsewhere)).toBe(false);
    expect(await alive(someoneElse)).toBe(true);
  });

  it('a profile save without a new password leaves the other sessions alone', async () => {
    const mine = (await sandbox.login('borrower1')).UserToken;
    const elsewhere = (await sandbox.login('borrower1')).UserToken;
    await sandbox.request('POST', '/api/Profile/UpdateUserInfo', {
      token: mine,
      body: { EmailAddress: 'alex.new@example.com' },
    });
    expect(await alive(elsewhere)).toBe(true);
  });
});

/** Mints each kind of URL token the portal uses, from the session `token`. */
const MINTS: Array<[string, (token: string) => Promise<string>, (minted: string) => string]> = [
  [
    'history download',
    async (token) =>
      (
        await sandbox.request('POST', '/api/AccountHistory/RetrieveDownloadToken', {
          token,
          body: { AccountNumber: AUTO, DaysOfHistory: 30, DownloadType: 0 },
        })
      ).body,
    (minted) => `/api/AccountHistory/DownloadAccountHistory?token=${minted}`,
  ],
  [
    'payoff breakdown',
    async (token) =>
      (
        await sandbox.request('POST', '/api/PaymentInformation/RetrieveDownloadToken', {
          token,
          body: { AccountNumber: AUTO, EffectiveDate: '2100-01-01' },
        })
      ).body,
    (minted) => `/api/PaymentInformation/DownloadPayoffQuoteBreakdown?downloadToken=${minted}`,
  ],
  [
    'passable (statement)',
    async (token) =>
      (await sandbox.request('GET', '/api/PassableToken/GetPassableToken', { token })).body,
    (minted) =>
      `/api/AccountEStatements/GetBroadridgeDocument?token=${minted}&documentId=&date=2026-01-01`,
  ],
  [
    'ACH draft agreement preview',
    async (token) =>
      (
        await sandbox.request('POST', '/api/AchDraftAgreement/PrepareAchDraftAgreementPreview', {
          token,
          body: {
            ...referenceOf(prepareAchDraftAgreementPreview).example,
            LoanAccountNumber: AUTO,
            Amount: 100,
          },
        })
      ).body.PassableToken,
    (minted) => `/api/AchDraftAgreement/RenderACHDraftAgreementPreview?token=${minted}`,
  ],
  [
    'apply for loan',
    async (token) =>
      (
        await sandbox.request('POST', '/api/UserToken/GetUserToken', {
          token,
          body: { Purpose: 'ApplyForLoan' },
        })
      ).body,
    (minted) => `/api/ApplyForLoan?token=${minted}`,
  ],
];

const fetchStatus = async (path: string) =>
  (await fetch(`${sandbox.url}${path}`, { redirect: 'manual' })).status;

describe.each(MINTS)('a %s token', (_, mint, url) => {
  it('works once, then is refused', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    const minted = await mint(UserToken);
    expect(typeof minted).toBe('string');
    expect(minted).not.toBe(UserToken);
    expect(await fetchStatus(url(minted))).not.toBe(401);
    expect(await fetchStatus(url(minted))).toBe(401);
  });

  it('dies when its session logs out', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    const minted = await mint(UserToken);
    await sandbox.request('POST', '/api/Login/Logout', { body: { UserToken } });
    expect(await fetchStatus(url(minted))).toBe(401);
  });

  it('lives five minutes', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    const minted = await mint(UserToken);
    clock += PURPOSE_TOKEN_TTL_MS + 1;
    expect(await alive(UserToken)).toBe(true);
    expect(await fetchStatus(url(minted))).toBe(401);
  });
});

describe('purpose binding', () => {
  it('refuses a token minted for one purpose on another call, and the session token itself', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    const passable = (
      await sandbox.request('GET', '/api/PassableToken/GetPassableToken', { token: UserToken })
    ).body;
    expect(await fetchStatus(`/api/ApplyForLoan?token=${passable}`)).toBe(401);
    expect(await fetchStatus(`/api/AccountHistory/DownloadAccountHistory?token=${passable}`)).toBe(
      401,
    );
    expect(await fetchStatus(`/api/ApplyForLoan?token=${UserToken}`)).toBe(401);
  });

  it('mints apply-for-loan tokens only for a known purpose', async () => {
    const { UserToken } = await sandbox.login('borrower1');
    const response = await sandbox.request('POST', '/api/UserToken/GetUserToken', {
      token: UserToken,
      body: { Purpose: 'Anything' },
    });
    expect(response.status).toBe(400);
  });
});
