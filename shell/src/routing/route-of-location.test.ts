import { describe, expect, it } from '@jest/globals';
import { routeOfLocation } from './route-of-location';
import { HOME_ROUTES, MY_ACCOUNT_ROUTES } from '@portal/routes/route-table';

describe('routeOfLocation: the page a URL lands on, before the router runs', () => {
  it.each([
    ['#/home/login', false, 'identity', 'login'],
    ['#/home/recovery?step=1', false, 'identity', 'recovery'],
    ['#/home/faq', false, 'servicing', 'faq'],
    ['#/myaccount/dashboard', true, 'servicing', 'dashboard'],
    ['#/myaccount', true, 'servicing', 'dashboard'],
    ['#/myaccount/payment', true, 'payments', 'payment'],
    ['#/myaccount/paymentConfirm/00011002347', true, 'payments', 'paymentConfirm'],
    ['#/myaccount/loanDetails/00011002347', true, 'servicing', 'loanDetails'],
    ['#/myaccount/profile', true, 'profile', 'profile'],
    ['#/opt-out?token=abc', false, 'identity', 'optOut'],
    // Without a session myaccount/* goes to the login page, as RequireSession does.
    ['#/myaccount/payment', false, 'identity', 'login'],
    // The empty path and unknown paths go home, as the router's catch-all does.
    ['', false, 'identity', 'login'],
    ['#/', true, 'identity', 'login'],
    ['#/nowhere/at/all', false, 'identity', 'login'],
    ['#/myaccount/nowhere', true, 'identity', 'login'],
  ])('%s (signed in: %s) is rendered by %s, page %s', (hash, signedIn, area, page) => {
    const route = routeOfLocation(hash, signedIn);
    expect(route && { area: route.area, page: route.page }).toEqual({ area, page });
  });

  it('the status page needs no area', () => {
    expect(routeOfLocation('#/status', false)).toBeNull();
  });

  it('finds every page of the route table under its own URL', () => {
    for (const route of HOME_ROUTES)
      expect(routeOfLocation(`#/home/${route.path}`, false)).toBe(route);
    for (const route of MY_ACCOUNT_ROUTES)
      expect(routeOfLocation(`#/myaccount/${route.path}/x`, true)).toBe(route);
  });
});
