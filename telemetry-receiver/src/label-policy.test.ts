import { describe, expect, it } from '@jest/globals';
import { createLabelPolicy, UNKNOWN, type NarrowedLabel } from './label-policy.ts';
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
});
