import { describe, expect, it } from '@jest/globals';
import { sessionFromLogin } from './session';
import { createPortalStore, onSessionChange, SESSION_STORAGE_KEY } from './session-store';

const login = {
  UserName: 'borrower1',
  PersonalName: 'Alex Morgan',
  ServicingBranch: 1,
  LastLoggedInIP: '10.0.0.1',
  LastLoggedIn: '2026-11-01T10:00:00',
  UserToken: 'token-1',
  EmailAddress: 'alex@example.com',
  CompanyNumber: 0,
};

describe('session store', () => {
  it('keeps the session in sessionStorage, never in localStorage, and clears it on end', () => {
    const store = createPortalStore({ storage: window.sessionStorage });
    store.getState().startSession(sessionFromLogin(login));
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({
      userToken: 'token-1',
    });
    expect(window.localStorage.length).toBe(0);

    store.getState().endSession();
    expect(store.getState().session).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('restores the session after a reload of the tab', () => {
    createPortalStore({ storage: window.sessionStorage })
      .getState()
      .startSession(sessionFromLogin(login));
    const reloaded = createPortalStore({ storage: window.sessionStorage });
    expect(reloaded.getState().session?.personalName).toBe('Alex Morgan');
  });

  it('ignores a tampered stored session instead of trusting it', () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ userToken: 5 }));
    expect(createPortalStore({ storage: window.sessionStorage }).getState().session).toBeNull();
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createPortalStore({ storage: window.sessionStorage }).getState().session).toBeNull();
  });

  it.each([
    [0, true],
    [7, false],
    [null, true],
  ])('CompanyNumber %p makes a personal user: %p', (CompanyNumber, personal) => {
    expect(sessionFromLogin({ ...login, CompanyNumber }).isPersonalUser).toBe(personal);
  });

  it.each([
    [0, 0],
    [7, 7],
    [null, 0],
  ])('keeps CompanyNumber %p as the company number %p (sent with payments)', (CompanyNumber, n) => {
    expect(sessionFromLogin({ ...login, CompanyNumber }).companyNumber).toBe(n);
  });

  it('knows whether the user has an e-mail address', () => {
    expect(sessionFromLogin({ ...login, EmailAddress: '' }).hasEmailAddress).toBe(false);
    expect(sessionFromLogin(login).hasEmailAddress).toBe(true);
  });
});

describe('onSessionChange', () => {
  const setUp = () => {
    const store = createPortalStore({ storage: null });
    const seen: Array<string | null> = [];
    // What the listener observes is the state after the change: the reset runs inside it.
    const stop = onSessionChange(store, () =>
      seen.push(store.getState().session?.username ?? null),
    );
    return { store, seen, stop };
  };

  it('fires on every sign-in and every logout, synchronously inside the change', () => {
    const { store, seen } = setUp();
    store.getState().startSession(sessionFromLogin(login));
    expect(seen).toEqual(['borrower1']);
    store.getState().endSession();
    expect(seen).toEqual(['borrower1', null]);
    store
      .getState()
      .startSession(sessionFromLogin({ ...login, UserName: 'borrower2', UserToken: 't2' }));
    expect(seen).toEqual(['borrower1', null, 'borrower2']);
  });

  it('fires when another session takes this one’s place without a logout in between', () => {
    const { store, seen } = setUp();
    store.getState().startSession(sessionFromLogin(login));
    store
      .getState()
      .startSession(sessionFromLogin({ ...login, UserName: 'borrower2', UserToken: 't2' }));
    expect(seen).toEqual(['borrower1', 'borrower2']);
  });

  it('stays quiet for changes inside one session and for other state', () => {
    const { store, seen } = setUp();
    store.getState().startSession(sessionFromLogin(login));
    store.getState().updateSession({ personalName: 'Alex M. Morgan', emailAddress: 'a@b.example' });
    store.getState().setPageError('An error occurred while trying to load that page.');
    store.getState().setLoading(true);
    store.getState().setUnsavedChanges({ source: 'profile' });
    expect(seen).toEqual(['borrower1']);
  });

  it('stops when unsubscribed', () => {
    const { store, seen, stop } = setUp();
    stop();
    store.getState().startSession(sessionFromLogin(login));
    expect(seen).toEqual([]);
  });
});
