import { describe, expect, it } from '@jest/globals';
import { createPortalStore, sessionFromLogin, type LogoutReason } from '@portal/shared-contracts';
import { endSession, loginPathAfterLogout } from './end-session';

describe('loginPathAfterLogout', () => {
  it.each([
    ['user', '/home/login'],
    ['other-tab', '/home/login'],
    ['unauthorized', '/home/login?error=unauthorized'],
    ['timeout', '/home/login?error=expired'],
  ] as const)('after a %s logout the user lands on %s', (reason, path) => {
    expect(loginPathAfterLogout(reason)).toBe(path);
  });
});

describe('endSession', () => {
  const setUp = (mobileApp: boolean) => {
    const store = createPortalStore({ storage: null });
    store.getState().startSession(sessionFromLogin({ UserName: 'borrower1', UserToken: 'tok' }));
    store.getState().setUnsavedChanges({ source: 'profile' });
    const calls: Array<{ token: string; signedInDuringCall: boolean }> = [];
    const logoutOnServer = async (token: string) => {
      calls.push({ token, signedInDuringCall: store.getState().session !== null });
    };
    return {
      store,
      calls,
      run: (reason: LogoutReason) => endSession(reason, { store, logoutOnServer, mobileApp }),
    };
  };

  it.each(['user', 'timeout'] as const)(
    'on a %s logout calls the server first, then clears the session and the unsaved flag',
    async (reason) => {
      const { store, calls, run } = setUp(false);
      await run(reason);
      expect(calls).toEqual([{ token: 'tok', signedInDuringCall: true }]);
      expect(store.getState().session).toBeNull();
      expect(store.getState().unsavedChanges).toBeNull();
    },
  );

  it.each(['unauthorized', 'other-tab'] as const)(
    'on a %s logout only clears (the token is already dead)',
    async (reason) => {
      const { store, calls, run } = setUp(false);
      await run(reason);
      expect(calls).toEqual([]);
      expect(store.getState().session).toBeNull();
    },
  );

  it('in the mobile app wrapper clears immediately, then tells the server', async () => {
    const { store, calls, run } = setUp(true);
    await run('user');
    expect(store.getState().session).toBeNull();
    expect(calls).toEqual([{ token: 'tok', signedInDuringCall: false }]);
  });
});
