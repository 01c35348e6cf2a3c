import { describe, expect, it } from '@jest/globals';
import type { AreaModule } from '@portal/shared-contracts';
import { firstPageReady } from './first-page-ready';

const LOAN_DETAILS = { area: 'servicing', page: 'loanDetails' } as const;
const never = new Promise<never>(() => undefined);
const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function area(preload?: AreaModule['preload']): AreaModule {
  return {
    area: 'servicing',
    contractVersion: '2.1.0',
    version: '1.0.0',
    Page: () => null,
    preload,
  };
}

describe('the first page waits for its area and page, within patience', () => {
  it('waits until the area has loaded the page', async () => {
    const preloaded: string[] = [];
    const preload = (page: string) => later(20).then(() => void preloaded.push(page));
    await firstPageReady(LOAN_DETAILS, 5_000, async () => area(preload));
    expect(preloaded).toEqual(['loanDetails']);
  });

  it.each([
    ['an area that never answers', () => never],
    ['an area whose page never loads', async () => area(() => never)],
  ])('gives up after its patience for %s', async (_name, load) => {
    await expect(firstPageReady(LOAN_DETAILS, 20, load)).resolves.toBeUndefined();
  });

  it.each([
    ['an area that fails to load', () => Promise.reject(new Error('unreachable'))],
    ['a page that fails to load', async () => area(() => Promise.reject(new Error('offline')))],
    ['an area built before preload (contract 2.0)', async () => area(undefined)],
  ])('goes on at once, without throwing, for %s', async (_name, load) => {
    // Patience longer than the test's own timeout: only not waiting lets it pass.
    await expect(firstPageReady(LOAN_DETAILS, 60_000, load)).resolves.toBeUndefined();
  });

  it('renders at once where no area renders the page (the status page)', async () => {
    await expect(firstPageReady(null, 60_000, () => never)).resolves.toBeUndefined();
  });
});

describe('the first page waits for the shell code it is shown in, within the same patience', () => {
  it('waits for the code alongside the area', async () => {
    let chromeLoaded = false;
    const chrome = later(40).then(() => void (chromeLoaded = true));
    await firstPageReady(LOAN_DETAILS, 5_000, async () => area(), chrome);
    expect(chromeLoaded).toBe(true);
  });

  it('gives up after its patience for code that never arrives', async () => {
    await expect(
      firstPageReady(LOAN_DETAILS, 20, async () => area(), never),
    ).resolves.toBeUndefined();
  });

  it('goes on at once when that code fails to load', async () => {
    const failed = Promise.reject(new Error('chunk failed'));
    await expect(
      firstPageReady(LOAN_DETAILS, 60_000, async () => area(), failed),
    ).resolves.toBeUndefined();
  });
});
