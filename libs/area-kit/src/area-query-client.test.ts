import { beforeEach, describe, expect, it } from '@jest/globals';
import { getPortal, sessionFromLogin } from '@portal/shared-contracts';
import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { areaQueryClient } from './area-query-client';

const signIn = (UserName: string, UserToken: string) =>
  getPortal().store.getState().startSession(sessionFromLogin({ UserName, UserToken }));

/** What a page of the area would have cached for the borrower signed in now. */
const cacheSomething = () => {
  const client = areaQueryClient('payments');
  client.setQueryData(['accountList'], [{ Number: '00011002347' }]);
  client.getMutationCache().build(client, { mutationKey: ['save'] });
  return client;
};

describe('an area cache belongs to the session', () => {
  beforeEach(() => {
    getPortal().store.getState().endSession();
    signIn('borrower1', 'token-1');
  });

  it('is one cache for every page of the area', () => {
    expect(areaQueryClient('payments')).toBe(areaQueryClient('payments'));
  });

  it('is a cache of its own per area, even when areas share one copy of this lib', () => {
    const payments = areaQueryClient('payments');
    payments.setQueryData(['accountList'], [{ Number: '00011002347' }]);
    const servicing = areaQueryClient('servicing');
    expect(servicing).not.toBe(payments);
    expect(servicing.getQueryData(['accountList'])).toBeUndefined();
  });

  it('is emptied by a logout, whatever its reason, before anything renders again', () => {
    const client = cacheSomething();
    getPortal().store.getState().endSession();
    expect(client.getQueryData(['accountList'])).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(client.getMutationCache().getAll()).toHaveLength(0);
  });

  it('is emptied when another borrower’s session takes this one’s place', () => {
    const client = cacheSomething();
    signIn('borrower2', 'token-2');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('is kept while the same session goes on', () => {
    const client = cacheSomething();
    getPortal().store.getState().updateSession({ personalName: 'Alex Morgan' });
    getPortal().store.getState().setPageError('An error occurred while trying to load that page.');
    expect(client.getQueryData(['accountList'])).toEqual([{ Number: '00011002347' }]);
  });
});

describe('an area cache follows money moved in another area', () => {
  beforeEach(() => {
    getPortal().store.getState().endSession();
    signIn('borrower1', 'token-1');
  });

  it('forgets the accounts no page shows, so they load afresh when opened', () => {
    const servicing = areaQueryClient('servicing');
    servicing.setQueryData(['accountList'], [{ number: '00011002347', loanAmountDue: 38917 }]);
    getPortal().bus.emit('accounts-refreshed', { reason: 'payment' });
    expect(servicing.getQueryData(['accountList'])).toBeUndefined();
  });

  it('marks what a page shows stale without asking the back end again at once', async () => {
    const payments = areaQueryClient('payments');
    let asked = 0;
    const observer = new QueryObserver(payments, {
      queryKey: ['paymentInfo'],
      queryFn: () => ++asked,
      staleTime: 30_000,
    });
    const stop = observer.subscribe(() => undefined);
    await waitFor(() => expect(asked).toBe(1));
    getPortal().bus.emit('accounts-refreshed', { reason: 'payment' });
    expect(payments.getQueryState(['paymentInfo'])?.isInvalidated).toBe(true);
    expect(payments.getQueryData(['paymentInfo'])).toBe(1);
    expect(asked).toBe(1);
    stop();
  });
});
