// The portal's history, with a gate a page can close while it holds unsaved changes (spec 1 §4).
// React Router's own blocker exists only in its data router, whose loader and action machinery
// no page of the portal uses and every page would download (docs/decisions/005). Every
// navigation passes through the history given to the router, so the gate sits here: a push or
// replace waits for the answer; a Back or Forward has already moved the browser, so it is undone
// first and replayed if the borrower goes on, as the data router does.
import { parsePath, type HistoryRouterProps, type Location, type To } from 'react-router';

export type History = HistoryRouterProps['history'];

export interface NavigationBlocker {
  /** Whether leaving `from` for `to` needs the borrower's answer; asked at navigation time. */
  blocks(from: Location, to: { pathname: string }): boolean;
  /** Asks the borrower; true goes on with the navigation. */
  confirm(): Promise<boolean>;
}

export interface GatedHistory extends History {
  /** Closes the gate with this blocker until the returned function opens it again. */
  block(blocker: NavigationBlocker): () => void;
}

type Listener = Parameters<History['listen']>[0];
type Update = Parameters<Listener>[0];

export function gatedHistory(history: History): GatedHistory {
  let blocker: NavigationBlocker | null = null;
  let asking = false;
  // Counts questions, so the answer to one made moot by a later navigation is ignored.
  let asked = 0;
  // The location the router was last told of; a navigation leaves from here.
  let shown = history.location;
  // A POP the gate itself caused: undoing a Back, or replaying it once the borrower said yes.
  let ownPop: 'undo' | 'replay' | null = null;

  function ask(current: NavigationBlocker, go: () => void) {
    asking = true;
    const question = ++asked;
    const answered = (yes: boolean) => {
      if (question !== asked) return;
      asking = false;
      if (yes) go();
    };
    current.confirm().then(answered, () => answered(false));
  }

  /**
   * A navigation the gate lets through while a question is open (the session ended, so nothing
   * is unsaved any more) leaves that question behind: its answer no longer moves the page.
   */
  function dropQuestion() {
    asked += 1;
    asking = false;
  }

  /**
   * Runs `go` now, or after the borrower's yes. While a question is open, a navigation the
   * blocker still blocks waits for it (is dropped); one it no longer blocks goes at once: a
   * session end must reach the login page whatever was being asked (spec 1 §2).
   */
  function pass(to: To, go: () => void) {
    const path = typeof to === 'string' ? parsePath(to) : to;
    const next = { pathname: path.pathname ?? shown.pathname };
    if (blocker?.blocks(shown, next)) {
      if (!asking) ask(blocker, go);
      return;
    }
    if (asking && next.pathname !== shown.pathname) dropQuestion();
    go();
  }

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state) => pass(to, () => history.push(to, state)),
    replace: (to, state) => pass(to, () => history.replace(to, state)),
    listen(listener: Listener) {
      shown = history.location;
      const tell = (update: Update) => {
        shown = update.location;
        listener(update);
      };
      return history.listen((update) => {
        const { action, delta } = update;
        if (action !== 'POP') return tell(update);
        if (ownPop !== null) {
          const replay = ownPop === 'replay';
          ownPop = null;
          // An undone Back returns to where the router already is: nothing to tell it.
          return replay ? tell(update) : undefined;
        }
        // Without a known distance (an entry the portal did not make) it cannot be undone.
        if (delta === null || delta === 0) return tell(update);
        const current = blocker;
        if (!current?.blocks(shown, update.location)) {
          if (asking && update.location.pathname !== shown.pathname) dropQuestion();
          return tell(update);
        }
        ownPop = 'undo';
        history.go(-delta);
        if (asking || !current) return;
        ask(current, () => {
          ownPop = 'replay';
          history.go(delta);
        });
      });
    },
    block(next) {
      blocker = next;
      return () => {
        if (blocker === next) blocker = null;
      };
    },
  };
}
