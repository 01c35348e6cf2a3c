import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createLabelPolicy,
  loadBannerCatalogue,
  UNKNOWN,
  type NarrowedLabel,
} from './label-policy.ts';
import { staticVersions } from './testing.ts';

function policy(options: { bannerCodes?: ReadonlySet<string>; maxBannerCodes?: number } = {}) {
  const unknown: NarrowedLabel[] = [];
  const labels = createLabelPolicy({
    versions: staticVersions(),
    onUnknown: (label) => unknown.push(label),
    ...options,
  });
  return { labels, unknown };
}

describe('createLabelPolicy', () => {
  it.each([
    ['payments', '0.1.2', '0.1.2'],
    ['payments', '0.1.0', UNKNOWN],
    ['shell', '0.1.0', '0.1.0'],
    ['profile', '0.1.2', UNKNOWN],
  ] as const)('%s %s is reported as %s', (area, version, expected) => {
    expect(policy().labels.version(area, version)).toBe(expected);
  });

  it('keeps routes to the route table’s patterns', () => {
    const { labels, unknown } = policy();
    expect(labels.route('myaccount/loanDetails/:accountNumber')).toBe(
      'myaccount/loanDetails/:accountNumber',
    );
    expect(labels.route('myaccount/loanDetails/00011002347')).toBe(UNKNOWN);
    expect(unknown).toEqual(['route']);
  });

  it('keeps banner codes to the catalogue when there is one', () => {
    const { labels, unknown } = policy({ bannerCodes: new Set(['payments.submit-failed']) });
    expect(labels.bannerCode('payments.submit-failed')).toBe('payments.submit-failed');
    expect(labels.bannerCode('payments.made-up')).toBe(UNKNOWN);
    expect(unknown).toEqual(['code']);
  });

  it('without a catalogue, keeps the first distinct codes up to its bound', () => {
    const { labels, unknown } = policy({ maxBannerCodes: 2 });
    expect(['a.one', 'a.two', 'a.one', 'a.three', 'a.two'].map(labels.bannerCode)).toEqual([
      'a.one',
      'a.two',
      'a.one',
      UNKNOWN,
      'a.two',
    ]);
    expect(unknown).toEqual(['code']);
  });

  it('reads the catalogue from a module exporting BANNER_CODES, and has none when it is absent', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'banner-codes-'));
    const file = path.join(dir, 'banner-codes.mjs');
    writeFileSync(file, "export const BANNER_CODES = ['payments.submit-failed'];");
    expect(await loadBannerCatalogue(pathToFileURL(file).href)).toEqual(
      new Set(['payments.submit-failed']),
    );
    expect(await loadBannerCatalogue(pathToFileURL(path.join(dir, 'absent.mjs')).href)).toBe(
      undefined,
    );
  });
});
