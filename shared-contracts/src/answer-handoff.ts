// A call the shell makes as a signed-in page starts, whose answer the area's page needs too
// (spec 2 §2: the payment page reads a preloaded account list). The shell's request is handed to
// the first area call of the same kind, so the back end is asked once, not once per app.
// The answer belongs to the session that asked for it (a sign-in or any logout drops it), is
// taken once, and only while fresh: a later call, or a page opened later, asks the back end.
// It serves only the area's first call of the session: once the area has asked, an answer the
// shell gets after (their requests race as the page starts) is kept for nobody, or a call made
// after the borrower changed something (hid an account) could be handed the older list.
// Both sides pass these as the transport of one call (@portal/wire's `call`, its `fetch` option).
import { getPortal } from './portal';
import { onSessionChange, type PortalStore } from './session-store';

/** The calls the shell hands over. Since 2.2.0. */
export type HandedOverCall = 'accountList';

export interface AnswerHandoff {
  /** The shell's transport: the request goes out; a copy of its answer waits for an area. */
  preloadingFetch(call: HandedOverCall, transport?: typeof fetch): typeof fetch;
  /** An area's transport: the shell's answer when this session asked moments ago, else the network. */
  preloadedFetch(call: HandedOverCall, transport?: typeof fetch): typeof fetch;
}

/** How long a handed-over answer may wait: the time a slow phone takes to start an area's page. */
export const HANDOFF_MAX_AGE_MS = 10_000;

interface Waiting {
  token: string;
  askedAt: number;
  answer: Promise<Response>;
}

export function createAnswerHandoff(
  store: PortalStore,
  { now = Date.now }: { now?: () => number } = {},
): AnswerHandoff {
  const waiting = new Map<HandedOverCall, Waiting>();
  /** The calls the area has made in this session: their handoff is spent. */
  const areaAsked = new Set<HandedOverCall>();
  onSessionChange(store, () => {
    waiting.clear();
    areaAsked.clear();
  });
  const tokenNow = () => store.getState().session?.userToken ?? null;

  return {
    preloadingFetch(call, transport = fetch) {
      return (input, init) => {
        const sent = transport(input, init);
        const token = tokenNow();
        if (token && !areaAsked.has(call)) {
          // Copied before the shell reads the body (this callback is registered first).
          const answer = sent.then((response) => response.clone());
          // A failed request is nobody's unhandled rejection: the taker asks the network.
          answer.catch(() => undefined);
          waiting.set(call, { token, askedAt: now(), answer });
        }
        return sent;
      };
    },
    preloadedFetch(call, transport = fetch) {
      return (input, init) => {
        const found = waiting.get(call);
        waiting.delete(call);
        areaAsked.add(call);
        const ask = () => transport(input, init);
        if (!found || found.token !== tokenNow() || now() - found.askedAt > HANDOFF_MAX_AGE_MS)
          return ask();
        // A failure of the shell's request is not this page's: it asks once more itself.
        return found.answer.then((response) => (response.ok ? response : ask()), ask);
      };
    },
  };
}

let portalHandoff: AnswerHandoff | undefined;
/** The page's one handoff, over the portal's store (created on first use, like getPortal). */
export function getAnswerHandoff(): AnswerHandoff {
  portalHandoff ??= createAnswerHandoff(getPortal().store);
  return portalHandoff;
}
