import { describe, expect, it } from '@jest/globals';
import { isRedirectHandle, pageTitleFor, titleFromHandle } from './page-title';

const where = { host: 'portal.example.com', href: 'https://portal.example.com/#/x' };

describe('page titles', () => {
  it('uses the route title', () => {
    expect(pageTitleFor('Dashboard', where)).toEqual({
      title: 'Dashboard | Borrower Portal',
      missing: false,
    });
  });

  it.each([undefined, '', '  '])('falls back to host and URL for %p, marked missing', (title) => {
    expect(pageTitleFor(title, where)).toEqual({
      title: 'portal.example.com https://portal.example.com/#/x',
      missing: true,
    });
  });

  it.each([
    [{ title: 'FAQ' }, 'FAQ'],
    [{ title: 3 }, undefined],
    [null, undefined],
    [undefined, undefined],
  ])('reads the handle %p', (handle, title) => {
    expect(titleFromHandle(handle)).toBe(title);
  });
});

describe('redirect routes', () => {
  it.each([
    [{ redirect: true }, true],
    [{ title: 'FAQ' }, false],
    [undefined, false],
  ])('%p is a redirect: %p', (handle, expected) => {
    expect(isRedirectHandle(handle)).toBe(expected);
  });
});
