import { describe, expect, it } from '@jest/globals';
import {
  type Build,
  buildFigures,
  durationMs,
  figureQueries,
  judgeCanary,
  thresholdsFor,
} from './canary-analysis.ts';

const limits = thresholdsFor('servicing');
const figures = (views: number, errors: number, loads = 0, loadFailures = 0, inp = NaN) => ({
  version: 'v',
  views,
  errors,
  loads,
  loadFailures,
  inpP75Seconds: inp,
  errorsPerView: views > 0 ? errors / views : null,
  loadFailuresPerLoad: loads > 0 ? loadFailures / loads : null,
});

describe('judgeCanary', () => {
  it.each([
    ['a canary below the minimum sample, however bad', figures(100, 0), figures(49, 49), 'wait'],
    ['a canary as good as stable', figures(100, 1), figures(50, 0), 'pass'],
    ['errors per view within the margin', figures(100, 1), figures(100, 3), 'pass'],
    ['errors per view above the margin', figures(100, 1), figures(100, 4), 'fail'],
    ['errors with a stable build that has no views', figures(0, 0), figures(60, 3), 'fail'],
    ['load failures above the margin', figures(100, 0, 100, 0), figures(60, 0, 40, 2), 'fail'],
    ['load failures in too few loads', figures(100, 0, 100, 0), figures(60, 0, 10, 2), 'pass'],
    ['a slower INP above the floor', figures(100, 0, 0, 0, 0.2), figures(60, 0, 0, 0, 0.3), 'fail'],
    [
      'a slower INP below the floor',
      figures(100, 0, 0, 0, 0.08),
      figures(60, 0, 0, 0, 0.15),
      'pass',
    ],
    ['an INP with no stable figure', figures(100, 0), figures(60, 0, 0, 0, 0.9), 'pass'],
  ])('%s: %s', (_, stable, canary, verdict) => {
    expect(judgeCanary({ stable, canary }, limits).verdict).toBe(verdict);
  });

  it('names each crossed threshold with its figures', () => {
    const { reasons } = judgeCanary(
      { stable: figures(100, 0, 100, 0), canary: figures(60, 30, 40, 4) },
      limits,
    );
    expect(reasons).toEqual([
      'errors per page view 0.500 against stable 0.000 (margin 0.02)',
      'area load failures per load 0.100 against stable 0.000 (margin 0.02)',
    ]);
  });

  it('holds payments to smaller margins and a smaller sample than the default', () => {
    expect(thresholdsFor('payments')).toMatchObject({ minViews: 30, errorsPerViewMargin: 0.01 });
    expect(thresholdsFor('profile')).toMatchObject({ minViews: 50, errorsPerViewMargin: 0.02 });
    expect(thresholdsFor('payments', { minViews: 5, inpFactor: undefined })).toMatchObject({
      minViews: 5,
      inpFactor: 1.25,
    });
  });
});

describe('the figures of one build', () => {
  const build: Build = { area: 'payments', version: '0.1.2', variant: 'canary' };

  it('selects the build by area, version and variant, so override sessions never count', () => {
    for (const query of Object.values(figureQueries(build, '2m')))
      expect(query).toContain('{area="payments",version="0.1.2",variant="canary"');
  });

  it('reads each figure from the query API and derives the ratios', async () => {
    const asked: string[] = [];
    const answers: Record<string, number> = { views: 40, errors: 10, loads: 20, loadFailures: 1 };
    const fetchImpl = (async (url: URL, init: RequestInit) => {
      const query = new URLSearchParams(String(init.body)).get('query');
      asked.push(String(url));
      const name =
        Object.entries(figureQueries(build, '2m')).find(([, q]) => q === query)?.[0] ?? '';
      const result = name in answers ? [{ value: [0, String(answers[name])] }] : [];
      return { json: async () => ({ status: 'success', data: { result } }) };
    }) as unknown as typeof fetch;
    const read = await buildFigures('http://prom.test:9090', build, '2m', fetchImpl);
    expect(read).toMatchObject({ views: 40, errorsPerView: 0.25, loadFailuresPerLoad: 0.05 });
    expect(read.inpP75Seconds).toBeNaN();
    expect(asked.every((url) => url === 'http://prom.test:9090/api/v1/query')).toBe(true);
  });

  it('fails when Prometheus refuses a query', async () => {
    const fetchImpl = (async () => ({
      json: async () => ({ status: 'error', error: 'bad' }),
    })) as unknown as typeof fetch;
    await expect(buildFigures('http://p.test', build, '2m', fetchImpl)).rejects.toThrow('bad');
  });
});

describe('durationMs', () => {
  it.each([
    ['30s', 30_000],
    ['2m', 120_000],
    ['1h', 3_600_000],
  ])('reads %s', (text, ms) => expect(durationMs(text)).toBe(ms));
  it.each([['0s'], ['2'], ['1.5m'], ['2d']])('refuses %s', (text) =>
    expect(() => durationMs(text)).toThrow('A duration'),
  );
});
