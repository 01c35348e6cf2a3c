import { describe, expect, it } from '@jest/globals';
import { accountList } from '@portal/api-contract/payments/account-list';
import { fakePortal } from '@portal/area-testing/fake-portal';
import { answer } from '@portal/area-testing/handlers';
import { getAnswerHandoff } from '@portal/shared-contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useHasLoanAccounts, watchLoanAccounts } from './use-loan-accounts';

const LOAN = { Number: '00011002347', Type: 0 };
const DEPOSIT = { Number: '00015001126', Type: 1 };

describe('the loan accounts the shell watches', () => {
  it("answers the make-payment rule, and hands the list to the page's area", async () => {
    const { store, api, received } = fakePortal({
      handlers: [answer(accountList, { Accounts: [LOAN] })],
    });
    const stop = watchLoanAccounts(store, api);
    const { result } = renderHook(() => useHasLoanAccounts());
    await waitFor(() => expect(result.current).toBe(true));

    // The area's own call for the list (its API module's transport) gets the shell's answer.
    const areaCall = getAnswerHandoff().preloadedFetch('accountList');
    const response = await areaCall(new URL('/api/accountList', window.location.href));
    expect(await response.json()).toMatchObject({ Accounts: [LOAN] });
    expect(await received(accountList)).toHaveLength(1);
    stop();
  });

  it("asks again for the next session, and never shows the last one's answer", async () => {
    const { store, api, received, server } = fakePortal({
      handlers: [answer(accountList, { Accounts: [LOAN] })],
    });
    const stop = watchLoanAccounts(store, api);
    const { result } = renderHook(() => useHasLoanAccounts());
    await waitFor(() => expect(result.current).toBe(true));

    server.use(answer(accountList, { Accounts: [DEPOSIT] }));
    const next = { ...store.getState().session!, userToken: 'the-next-session' };
    act(() => store.getState().endSession());
    expect(result.current).toBeNull();
    act(() => store.getState().startSession(next));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe(false));
    expect(await received(accountList)).toHaveLength(2);
    stop();
  });
});
