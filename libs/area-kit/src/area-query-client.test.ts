import { beforeEach, describe, expect, it } from '@jest/globals';
import { getPortal, sessionFromLogin } from '@portal/shared-contracts';
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
