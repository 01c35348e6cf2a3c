/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import ky from 'ky';
import { fetchAccountTypes, hasLoanAccounts } from './account-list';

describe('hasLoanAccounts (types 0 loan and 9 line of credit)', () => {
  it.each([
    [[{ Type: 0 }], true],
    [[{ Type: 9 }], true],
    [[{ Type: 1 }, { Type: 0 }], true],
    [[{ Type: 1 }], false],
    [[{ Type: 2 }, { Type: 1 }], false],
    [[], false],
  ])('%j → %p', (accounts, expected) => {
    expect(hasLoanAccounts(accounts)).toBe(expected);
  });
});

describe('fetchAccountTypes', () => {
  const apiAnswering = (body: unknown) =>
    ky.create({
      prefix: 'http://portal.test/api',
      retry: 0,
      fetch: async () => Response.json(body),
    });

  it('reads the account types', async () => {
    const api = apiAnswering({ Accounts: [{ Type: 0, Number: '1' }, { Type: 1 }] });
    await expect(fetchAccountTypes(api)).resolves.toEqual([{ Type: 0 }, { Type: 1 }]);
  });

  it('treats a null list as no accounts', async () => {
    await expect(fetchAccountTypes(apiAnswering({ Accounts: null }))).resolves.toEqual([]);
  });

  it('refuses a body that breaks the contract', async () => {
    await expect(fetchAccountTypes(apiAnswering({ Accounts: [{ Type: 'loan' }] }))).rejects.toThrow(
      /did not match its contract/,
    );
  });
});
