import { describe, expect, it } from '@jest/globals';
import type { AreaModule, AreaName } from '@portal/shared-contracts';
import { firstPageReady } from './first-page-ready';

const LOAN_DETAILS = { area: 'servicing', page: 'loanDetails' } as const;
const never = new Promise<never>(() => undefined);

function area(preload?: AreaModule['preload']): AreaModule {
  return {
    area: 'servicing',
    contractVersion: '2.1.0',
    version: '1.0.0',
    Page: () => null,
    preload,
  };
}

/** What firstPageReady waited for: 'page' if it saw the page preloaded, else 'patience'. */
async function outcome(load: (area: AreaName) => Promise<AreaModule>, patienceMs = 20) {
  const preloaded: string[] = [];
  const wrapped = (name: AreaName) =>
    load(name).then((module) => ({
      ...module,
      preload: module.preload
        ? (page: never) => module.preload!(page).then(() => void preloaded.push(page))
        : undefined,
    }));
  await firstPageReady(LOAN_DETAILS, patienceMs, wrapped);
  return preloaded.length > 0 ? 'page' : 'patience';
}

describe('the first page waits for its area and page, within patience', () => {
  it('waits until the area has loaded the page', async () => {
    expect(await outcome(async () => area(() => Promise.resolve()), 5_000)).toBe('page');
  });

  it.each([
    ['an area that never answers', () => never],
    ['an area whose page never loads', async () => area(() => never)],
  ])('gives up after its patience for %s', async (_name, load) => {
    expect(await outcome(load)).toBe('patience');
  });

  it.each([
    ['an area that fails to load', () => Promise.reject(new Error('unreachable'))],
    ['a page that fails to load', async () => area(() => Promise.reject(new Error('offline')))],
    ['an area built before preload (contract 2.0)', async () => area(undefined)],
  ])('goes on at once, without throwing, for %s', async (_name, load) => {
    const started = Date.now();
    await expect(firstPageReady(LOAN_DETAILS, 5_000, load)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('renders at once where no area renders the page (the status page)', async () => {
    await expect(firstPageReady(null, 5_000, () => never)).resolves.toBeUndefined();
  });
});
