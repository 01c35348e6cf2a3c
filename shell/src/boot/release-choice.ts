// Canary releases (docs/decisions/011): remotes.json may name, beside an area's live build, a
// canary build for a share of browsers. Each browser keeps a random bucket (0–99) tied to no
// identity; a browser whose bucket is below the canary's percent runs the canary. The boot
// script and the shell read the same bucket, so the files preloaded are the files run, and a
// tab chooses once, at boot: it never switches version while open.

/** Where the browser keeps its bucket: per browser, so every tab agrees and a reload keeps it. */
export const RELEASE_BUCKET_KEY = 'portal.release-bucket';
const BUCKETS = 100;

/** An area entry of remotes.json: the live build, and maybe a canary with its share. */
type WithCanary = object & { canary?: object & { percent: number } };
/** The build a tab runs (the entry's fields, a canary's being the same), marked when a canary. */
export type Chosen<E extends WithCanary> = Omit<E, 'canary'> & { variant?: 'canary' };

/** A kept bucket as written: a whole number 0–99, nothing else. */
const keptBucket = (text: string | null) => (text && /^\d{1,2}$/.test(text) ? Number(text) : null);

/**
 * This browser's bucket: the one kept, else a new random one, kept. Where storage is refused
 * the tab draws one for itself (it still never switches while open).
 */
export function releaseBucket(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  random: () => number = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32,
): number {
  try {
    const kept = keptBucket(storage?.getItem(RELEASE_BUCKET_KEY) ?? null);
    if (kept !== null) return kept;
  } catch {
    // Storage refused (a privacy mode): draw below.
  }
  const drawn = Math.floor(random() * BUCKETS);
  try {
    storage?.setItem(RELEASE_BUCKET_KEY, String(drawn));
  } catch {
    // Not kept: this tab uses it anyway.
  }
  return drawn;
}

/** The build of one area this browser runs: the canary when its bucket is inside the share. */
export function chosenRelease<E extends WithCanary>(entry: E, bucket: number): Chosen<E> {
  const { canary, ...live } = entry;
  if (canary && typeof canary.percent === 'number' && bucket < canary.percent) {
    const { percent: _share, ...release } = canary;
    return { ...release, variant: 'canary' } as Chosen<E>;
  }
  return live as Chosen<E>;
}

/** remotes.json as this browser runs it: each area's chosen build, without the other. */
export function chooseReleases<E extends WithCanary>(
  config: Partial<Record<string, E>>,
  bucket: number,
): Partial<Record<string, Chosen<E>>> {
  return Object.fromEntries(
    Object.entries(config).map(([area, entry]) => [
      area,
      entry && typeof entry === 'object' ? chosenRelease(entry, bucket) : entry,
    ]),
  );
}
