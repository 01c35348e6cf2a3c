import { describe, expect, it } from '@jest/globals';
import type { RemotesConfig } from '../boot/remotes-config';
import { attributionOf } from './attribution';

const entry = 'https://cdn.example/mfe-payments/0.1.2/mf-manifest.json';
const remotes = (payments: Record<string, unknown>) => ({ payments }) as unknown as RemotesConfig;

describe('attributionOf', () => {
  it.each([
    ['the stable release', { entry, version: '0.1.2' }, '0.1.2', 'stable'],
    ['a canary', { entry, version: '0.1.3', variant: 'canary' }, '0.1.3', 'canary'],
    [
      'an override, never by its version',
      { entry, version: 'dev', override: true },
      'override',
      'override',
    ],
    [
      'a version the wire cannot carry',
      { entry, version: 'alex@example.com' },
      'unknown',
      'stable',
    ],
    [
      'a variant it does not know as stable',
      { entry, version: '0.1.2', variant: 'beta' },
      '0.1.2',
      'stable',
    ],
  ])('reports %s', (_, payments, version, variant) => {
    expect(attributionOf('payments', remotes(payments), '0.1.0')).toEqual({
      area: 'payments',
      version,
      variant,
    });
  });

  it('reports an area remotes.json does not name as unknown, and the shell by its own version', () => {
    expect(attributionOf('profile', {}, '0.1.0')).toEqual({
      area: 'profile',
      version: 'unknown',
      variant: 'stable',
    });
    expect(attributionOf('shell', {}, '0.1.0')).toEqual({
      area: 'shell',
      version: '0.1.0',
      variant: 'stable',
    });
  });
});
