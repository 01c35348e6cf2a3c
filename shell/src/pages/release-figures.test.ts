import { describe, expect, it } from '@jest/globals';
import { fetchReleaseFigures } from './release-figures';

const answering = (status: number, body: unknown) =>
  (async () => ({ ok: status === 200, status, json: async () => body })) as unknown as typeof fetch;

describe('fetchReleaseFigures', () => {
  const figures = {
    window: '5m',
    areas: { payments: [{ variant: 'canary', version: '0.1.2', views: 20, errorsPerView: 0.25 }] },
  };

  it('reads the receiver’s figures', async () => {
    await expect(fetchReleaseFigures(answering(200, figures))).resolves.toEqual(figures);
  });

  it.each([
    ['a 503 (no Prometheus)', answering(503, null)],
    ['another shape', answering(200, { areas: 'none' })],
    [
      'no answer',
      (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    ],
  ])('is null for %s', async (_, fetchImpl) => {
    await expect(fetchReleaseFigures(fetchImpl)).resolves.toBeNull();
  });
});
