import { describe, expect, it } from '@jest/globals';
import { chooseReleases, chosenRelease, RELEASE_BUCKET_KEY, releaseBucket } from './release-choice';

const stable = { entry: 'https://p/mfe-payments/0.1.1/mf-manifest.json', version: '0.1.1' };
const canary = { entry: 'https://p/mfe-payments/0.1.2/mf-manifest.json', version: '0.1.2' };

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('chosenRelease', () => {
  it.each([
    [0, 10, '0.1.2', 'canary'],
    [9, 10, '0.1.2', 'canary'],
    [10, 10, '0.1.1', undefined],
    [99, 10, '0.1.1', undefined],
    [49, 50, '0.1.2', 'canary'],
    [50, 50, '0.1.1', undefined],
    [99, 100, '0.1.2', 'canary'],
    [0, 0, '0.1.1', undefined],
  ])('bucket %i with a canary at %i %% runs %s', (bucket, percent, version, variant) => {
    const chosen = chosenRelease({ ...stable, canary: { ...canary, percent } }, bucket);
    expect(chosen.version).toBe(version);
    expect(chosen.variant).toBe(variant);
    expect(chosen).not.toHaveProperty('canary');
    expect(chosen).not.toHaveProperty('percent');
  });

  it('runs the live build where no canary is named', () => {
    expect(chosenRelease(stable, 0)).toEqual(stable);
  });

  it('ignores a canary whose share is not a number (remotes.json written by hand)', () => {
    const entry = { ...stable, canary: { ...canary, percent: '50' as unknown as number } };
    expect(chosenRelease(entry, 0).version).toBe('0.1.1');
  });

  it('a raised share keeps every browser that already ran the canary on it', () => {
    for (let bucket = 0; bucket < 100; bucket += 1) {
      const at10 = chosenRelease({ ...stable, canary: { ...canary, percent: 10 } }, bucket);
      const at50 = chosenRelease({ ...stable, canary: { ...canary, percent: 50 } }, bucket);
      if (at10.variant === 'canary') expect(at50.variant).toBe('canary');
    }
  });
});

describe('chooseReleases', () => {
  it('chooses per area and leaves areas without a canary as they are', () => {
    const chosen = chooseReleases(
      { payments: { ...stable, canary: { ...canary, percent: 10 } }, profile: stable },
      3,
    );
    expect(chosen['payments']?.version).toBe('0.1.2');
    expect(chosen['profile']).toEqual(stable);
  });
});

describe('releaseBucket', () => {
  it('draws a bucket once and keeps it for every later tab of the browser', () => {
    const storage = memoryStorage();
    expect(releaseBucket(storage, () => 0.4242)).toBe(42);
    expect(storage.items.get(RELEASE_BUCKET_KEY)).toBe('42');
    expect(releaseBucket(storage, () => 0.99)).toBe(42);
  });

  it.each([['-1'], ['100'], ['4.5'], ['abc'], ['']])('draws again over a kept %p', (kept) => {
    const storage = memoryStorage({ [RELEASE_BUCKET_KEY]: kept });
    expect(releaseBucket(storage, () => 0.07)).toBe(7);
  });

  it('still gives the tab a bucket where storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(releaseBucket(refusing, () => 0.5)).toBe(50);
  });

  it('draws buckets across the whole range', () => {
    expect(releaseBucket(memoryStorage(), () => 0)).toBe(0);
    expect(releaseBucket(memoryStorage(), () => 0.999999)).toBe(99);
  });
});
