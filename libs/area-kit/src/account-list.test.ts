/** @jest-environment node */
// ky needs Node's own Request and Response, which the jsdom environment replaces.
import { describe, expect, it } from '@jest/globals';
import ky from 'ky';
import { fetchAccountList } from './account-list';

// The back end as one fixed answer to GET /api/accountList.
const backEndAnswering = (body: unknown) =>
  ky.create({
    prefix: 'https://portal.test/api',
    retry: 0,
    fetch: async () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  });

describe('fetchAccountList', () => {
  it('reads each account in cents, with blanks for what the back end leaves out', async () => {
    const api = backEndAnswering({
      HasNoErrors: true,
      Accounts: [
        {
          Number: '00011002347',
          Description: 'Auto Loan',
          Type: 0,
          Balance: 12450.32,
          LoanAmountDue: 389.17,
          LoanDueDate: '2026-12-15T00:00:00',
          Rate: 5.49,
          Comment: 'NOX$',
          NameOnAcct: 'Pat Doe',
        },
        { Number: '00015001126', Type: 1, AvailableBalance: 0.1, LoanDueDate: null },
      ],
    });
    await expect(fetchAccountList(api)).resolves.toEqual({
      kind: 'ok',
      value: [
        expect.objectContaining({
          number: '00011002347',
          description: 'Auto Loan',
          type: 0,
          balance: 1245032,
          loanAmountDue: 38917,
          loanDueDate: '2026-12-15T00:00:00',
          rate: 5.49,
          comment: 'NOX$',
          nameOnAccount: 'Pat Doe',
        }),
        expect.objectContaining({
          number: '00015001126',
          description: '',
          balance: 0,
          availableBalance: 10,
          loanDueDate: null,
          comment: '',
          rate: 0,
        }),
      ],
    });
  });

  it('treats a null list as no accounts', async () => {
    const api = backEndAnswering({ HasNoErrors: true, Accounts: null });
    await expect(fetchAccountList(api)).resolves.toEqual({ kind: 'ok', value: [] });
  });

  it('refuses a body that breaks the contract', async () => {
    const api = backEndAnswering({ Accounts: [{ Type: 'loan' }] });
    await expect(fetchAccountList(api)).resolves.toMatchObject({
      kind: 'unavailable',
      reason: 'contract',
    });
  });

  it('passes a refusal on', async () => {
    const api = backEndAnswering({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'AccountNotAuthorized' }],
    });
    await expect(fetchAccountList(api)).resolves.toEqual({
      kind: 'refused',
      code: 'AccountNotAuthorized',
    });
  });
});
