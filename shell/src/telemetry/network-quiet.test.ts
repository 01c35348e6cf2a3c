import { describe, expect, it, jest } from '@jest/globals';
import { countFetches, whenNetworkQuiet } from './network-quiet';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('whenNetworkQuiet', () => {
  it('waits for the fetches in flight to settle, then for the quiet time', async () => {
    Object.assign(performance, { getEntriesByType: () => [] });
    let answer: (response: Response) => void = () => undefined;
    const target = {
      fetch: jest.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))),
    };
    countFetches(target);
    void target.fetch('/api/MaintenanceMode');
    const run = jest.fn();
    whenNetworkQuiet(100, run);

    await wait(300);
    expect(run).not.toHaveBeenCalled();
    answer(new Response('{}'));
    const settledAt = performance.now();
    await wait(250);
    expect(run).toHaveBeenCalledTimes(1);
    expect(performance.now() - settledAt).toBeGreaterThanOrEqual(100);
  });
});
