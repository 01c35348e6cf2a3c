import { getAnswerHandoff, usePortalState, type PortalStore } from '@portal/shared-contracts';
import type { KyInstance } from 'ky';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { fetchAccountTypes, hasLoanAccounts } from './account-list';

// Whether the signed-in borrower has loan accounts, for the make-payment rule. The shell asks
// once per session, as the session starts (a sign-in) or the page opens within one: before any
// page renders, so its request is the one in flight when the page's area asks for the list too,
// and the area takes its answer (spec 2 §2: a preloaded account list; shared-contracts 2.2.0).

interface Known {
  token: string;
  hasLoans: boolean;
}
// The last answer, for the session that asked (zustand, as the portal's store).
const known = createStore<Known | null>(() => null);

/** Asks for each new session's account list; returns the stop. Started once, at boot. */
export function watchLoanAccounts(store: PortalStore, api: KyInstance): () => void {
  let asked: string | null = null;
  const ask = () => {
    const token = store.getState().session?.userToken ?? null;
    if (token === asked) return;
    asked = token;
    // What the last session's list said dies with it, like every answer of the back end.
    known.setState(null, true);
    if (!token) return;
    const fetch = getAnswerHandoff().preloadingFetch('accountList');
    void fetchAccountTypes(api, { fetch }).then((result) => {
      if (result.kind !== 'ok' || store.getState().session?.userToken !== token) return;
      known.setState({ token, hasLoans: hasLoanAccounts(result.value) }, true);
    });
  };
  ask();
  return store.subscribe(ask);
}

/**
 * Whether the signed-in borrower has loan accounts: null until known, and when the list cannot be
 * read, so the entry stays hidden rather than leading nowhere.
 */
export function useHasLoanAccounts(): boolean | null {
  const token = usePortalState((state) => state.session?.userToken ?? null);
  const current = useStore(known);
  return current && current.token === token ? current.hasLoans : null;
}
