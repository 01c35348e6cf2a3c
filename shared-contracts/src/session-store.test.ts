import { describe, expect, it } from '@jest/globals';
import { sessionFromLogin } from './session';
import { createPortalStore, SESSION_STORAGE_KEY } from './session-store';

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
