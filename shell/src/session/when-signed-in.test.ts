import { describe, expect, it, jest } from '@jest/globals';
import { createPortalStore, sessionFromLogin } from '@portal/shared-contracts';
import { whenSignedIn } from './when-signed-in';

const signIn = (store: ReturnType<typeof createPortalStore>, token: string) =>
  store.getState().startSession(sessionFromLogin({ UserName: 'borrower1', UserToken: token }));

describe('whenSignedIn', () => {
  it('acts at once for a tab that already holds a session (a reload)', () => {
    const store = createPortalStore({ storage: null });
    signIn(store, 'tok-1');
    const then = jest.fn();
    whenSignedIn(store, then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits while signed out, acts when a session starts, and only once', () => {
    const store = createPortalStore({ storage: null });
    const then = jest.fn();
    whenSignedIn(store, then);
    store.getState().setUnsavedChanges({ source: 'profile' });
    expect(then).not.toHaveBeenCalled();
    signIn(store, 'tok-1');
    expect(then).toHaveBeenCalledTimes(1);
    store.getState().endSession();
    signIn(store, 'tok-2');
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', () => {
    const store = createPortalStore({ storage: null });
    const then = jest.fn();
    whenSignedIn(store, then)();
    signIn(store, 'tok-1');
    expect(then).not.toHaveBeenCalled();
  });
});
