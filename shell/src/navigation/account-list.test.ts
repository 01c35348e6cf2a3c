import { describe, expect, it } from '@jest/globals';
import { accountList } from '@portal/api-contract/shell/calls-of-other-areas';
import { fakePortal } from '@portal/area-testing/fake-portal';
import { answer, http, HttpResponse, refuse } from '@portal/area-testing/handlers';
import { fetchAccountTypes, hasLoanAccounts } from './account-list';

describe('hasLoanAccounts (types 0 loan and 9 line of credit)', () => {
  it.each([
    [[0], true],
    [[9], true],
    [[1, 0], true],
    [[1], false],
    [[2, 1], false],
    [[], false],
  ])('%j → %p', (types, expected) => {
    expect(hasLoanAccounts(types)).toBe(expected);
  });
});

describe('fetchAccountTypes', () => {
  it('reads the account types', async () => {
    const { api } = fakePortal({
      handlers: [answer(accountList, { Accounts: [{ Type: 0 }, { Type: 1 }] })],
    });
    await expect(fetchAccountTypes(api)).resolves.toEqual({ kind: 'ok', value: [0, 1] });
  });

  it('treats a null list as no accounts', async () => {
    const { api } = fakePortal({ handlers: [answer(accountList, { Accounts: null })] });
    await expect(fetchAccountTypes(api)).resolves.toEqual({ kind: 'ok', value: [] });
  });

  it('refuses a body that breaks the contract', async () => {
    const { api } = fakePortal({
      handlers: [
        http.get('*/api/accountList', () => HttpResponse.json({ Accounts: [{ Type: 'loan' }] })),
      ],
    });
    await expect(fetchAccountTypes(api)).resolves.toMatchObject({
      kind: 'unavailable',
      reason: 'contract',
    });
  });

  it('passes a refusal on', async () => {
    const { api } = fakePortal({ handlers: [refuse(accountList, 'AccountNotAuthorized')] });
    await expect(fetchAccountTypes(api)).resolves.toEqual({
      kind: 'refused',
      code: 'AccountNotAuthorized',
    });
  });
});
