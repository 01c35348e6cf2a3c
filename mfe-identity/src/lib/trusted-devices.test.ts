import { describe, expect, it } from '@jest/globals';
import {
  parseTrustedDevices,
  readTrustedDeviceTokens,
  rememberTrustedDevice,
  TRUSTED_DEVICES_KEY,
} from './trusted-devices';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('trusted-device tokens per customer id', () => {
  it.each([
    [null, {}],
    ['', {}],
    ['not json', {}],
    ['[1,2]', {}],
    ['{"100003":42}', {}],
    ['{"100003":"tok"}', { '100003': 'tok' }],
  ])('reads %p as %o', (text, map) => {
    expect(parseTrustedDevices(text)).toEqual(map);
  });

  it('keeps one token per customer, replacing an older one', () => {
    const storage = memoryStorage();
    rememberTrustedDevice('100003', 'first', storage);
    rememberTrustedDevice('100004', 'other', storage);
    rememberTrustedDevice('100003', 'second', storage);
    expect(readTrustedDeviceTokens(storage).sort()).toEqual(['other', 'second']);
    expect(JSON.parse(storage.getItem(TRUSTED_DEVICES_KEY) ?? '')).toEqual({
      '100003': 'second',
      '100004': 'other',
    });
  });
});
