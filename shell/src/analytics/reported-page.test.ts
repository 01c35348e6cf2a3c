import { describe, expect, it } from '@jest/globals';
import { reportedLocation, reportedPath } from './reported-page';

describe('the page the portal reports, never what its URL carries', () => {
  it.each([
    ['/home/login', '/home/login'],
    ['/home/activate?token=activate-jamie', '/home/activate'],
    ['/home/verifyEmail/verify-newpass1', '/home/verifyEmail'],
    ['/home/forcePasswordChange/reset-borrower2', '/home/forcePasswordChange'],
    ['/home/sso?token=abc', '/home/sso'],
    ['/opt-out?token=optout-borrower1', '/opt-out'],
    ['/opt-out/anything', '/opt-out'],
    ['/status', '/status'],
    ['/myaccount/loanDetails/00011002347', '/myaccount/loanDetails'],
    ['/myaccount/deposits/depositDetails/00015001126', '/myaccount/deposits'],
    ['/myaccount/applicationdetails/1001#x', '/myaccount/applicationdetails'],
    // Pages the route table does not know: their name may be anything the link held.
    ['/home/a-reset-token', '/home'],
    ['/myaccount/00011002347', '/myaccount'],
    ['/constructor/x', '/'],
    ['/a-token', '/'],
    ['', '/'],
  ])('reports %p as %p', (path, reported) => {
    expect(reportedPath(path)).toBe(reported);
  });

  it("keeps the document's address and drops its query", () => {
    expect(
      reportedLocation(
        { origin: 'https://portal.example', pathname: '/' },
        '/home/activate?token=activate-jamie',
      ),
    ).toBe('https://portal.example/#/home/activate');
  });
});
