import { describe, expect, it } from '@jest/globals';
import { accountList } from '@portal/api-contract/payments/account-list';
import { fakePortal } from '@portal/area-testing/fake-portal';
import { answer } from '@portal/area-testing/handlers';
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
      handlers: [
        answer(accountList, {
          Accounts: [
            { Number: '00011002347', Type: 0 },
            { Number: '00012000019', Type: 1 },
          ],
        }),
      ],
    });
    await expect(fetchAccountTypes(api)).resolves.toEqual({ kind: 'ok', value: [0, 1] });
  });
});
