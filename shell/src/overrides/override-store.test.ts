import { beforeEach, describe, expect, it } from '@jest/globals';
import { clearOverride, OVERRIDES_KEY, readOverrides, saveOverride } from './override-store';

beforeEach(() => window.localStorage.clear());

describe('the overrides kept in this browser', () => {
  it('keeps one URL per area, across reads (localStorage survives a reload)', () => {
    saveOverride('payments', 'http://localhost:3012/remoteEntry.js');
    saveOverride('profile', 'http://localhost:3014/mf-manifest.json');
    expect(readOverrides()).toEqual({
      payments: 'http://localhost:3012/remoteEntry.js',
      profile: 'http://localhost:3014/mf-manifest.json',
    });
    expect(window.localStorage.getItem(OVERRIDES_KEY)).toContain('3012');
  });

  it('clears one area, and forgets the key once none is left', () => {
    saveOverride('payments', 'http://localhost:3012/remoteEntry.js');
    saveOverride('profile', 'http://localhost:3014/mf-manifest.json');
    clearOverride('payments');
    expect(readOverrides()).toEqual({ profile: 'http://localhost:3014/mf-manifest.json' });
    clearOverride('profile');
    expect(window.localStorage.getItem(OVERRIDES_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '"http://localhost:3012"'],
    ['an unknown area', '{"billing":"http://localhost:3012/remoteEntry.js"}'],
    ['a URL that is not text', '{"payments":42}'],
  ])('reads nothing from %s', (_, stored) => {
    window.localStorage.setItem(OVERRIDES_KEY, stored);
    expect(readOverrides()).toEqual({});
  });
});
