import { describe, expect, it } from '@jest/globals';
import { AREA_PAGES, type AreaName } from '@portal/shared-contracts';
import {
  HOME_ROUTES,
  layoutAndPage,
  loanPaymentPath,
  MY_ACCOUNT_ROUTES,
  OPT_OUT_ROUTE,
} from './route-table';

const all = [...HOME_ROUTES, ...MY_ACCOUNT_ROUTES, OPT_OUT_ROUTE];

describe('route table', () => {
  it('mounts every page each area declares, so no area page is unreachable', () => {
    for (const area of Object.keys(AREA_PAGES) as AreaName[]) {
      const mounted = new Set(all.filter((r) => r.area === area).map((r) => r.page));
      expect([...mounted].sort()).toEqual([...AREA_PAGES[area]].sort());
    }
  });

  it.each([
    ['/home/login', 'identity'],
    ['/home/faq', 'servicing'],
    ['/myaccount/dashboard', 'servicing'],
    ['/myaccount/payment', 'payments'],
    ['/myaccount/paymentConfirm', 'payments'],
    ['/myaccount/profile', 'profile'],
    ['/myaccount/document-center', 'servicing'],
  ])('%s is rendered by %s', (url, area) => {
    const [, layout, path] = url.split('/');
    const table = layout === 'home' ? HOME_ROUTES : MY_ACCOUNT_ROUTES;
    expect(table.find((r) => r.path === path)?.area).toBe(area);
  });

  it('gives every page a title', () => {
    for (const r of all) expect(r.title.trim()).not.toBe('');
  });

  it.each([
    ['/myaccount/loanDetails/00011002347', ['myaccount', 'loanDetails']],
    ['/home/activate?token=abc', ['home', 'activate']],
    ['/opt-out?token=abc', ['opt-out', '']],
    ['/status#x', ['status', '']],
    ['', ['', '']],
  ])('reads %p as layout and page %j', (path, parts) => {
    expect(layoutAndPage(path)).toEqual(parts);
  });
});

describe('loanPaymentPath', () => {
  it.each([
    ['00011002347', '/myaccount/payment/00011002347'],
    // A number is a path segment, never anything the router would read as more.
    ['0001/1002347?x', '/myaccount/payment/0001%2F1002347%3Fx'],
  ])('%s → %s, a path the route table mounts', (accountNumber, path) => {
    expect(loanPaymentPath(accountNumber)).toBe(path);
    expect(layoutAndPage(path)).toEqual(['myaccount', 'payment']);
  });
});
