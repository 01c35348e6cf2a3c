import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseFigures } from './release-figures.ts';

function remotesFile(config: unknown) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'figures-')), 'remotes.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}

/** A Prometheus answering views 20 and errors 5 for the canary, nothing else. */
function prometheus() {
  let queries = 0;
  const fetchImpl = (async (_url: URL, init: RequestInit) => {
    queries += 1;
    const query = new URLSearchParams(String(init.body)).get('query') ?? '';
    const canary = query.includes('variant="canary"');
    const value = !canary
      ? 0
      : query.includes('page_views')
        ? 20
        : query.includes('errors')
          ? 5
          : 0;
    return {
      json: async () => ({ status: 'success', data: { result: [{ value: [0, String(value)] }] } }),
    };
  }) as unknown as typeof fetch;
  return { fetchImpl, queries: () => queries };
}

describe('the release figures for #/status', () => {
  it("gives each area's live build and canary with its errors per page view", async () => {
    const file = remotesFile({
      payments: { version: '0.1.1', canary: { version: '0.1.2', percent: 10 } },
      profile: { version: '0.1.0' },
    });
    const figures = await releaseFigures('http://prom.test', file, prometheus().fetchImpl)();
    expect(figures).toEqual({
      window: '5m',
      areas: {
        payments: [
          { variant: 'stable', version: '0.1.1', views: 0, errorsPerView: null },
          { variant: 'canary', version: '0.1.2', views: 20, errorsPerView: 0.25 },
        ],
        profile: [{ variant: 'stable', version: '0.1.0', views: 0, errorsPerView: null }],
      },
    });
  });

  it('asks Prometheus once per ten seconds whoever calls', async () => {
    const file = remotesFile({ profile: { version: '0.1.0' } });
    const server = prometheus();
    let clock = 0;
    const figures = releaseFigures('http://prom.test', file, server.fetchImpl, () => clock);
    await figures();
    await figures();
    const once = server.queries();
    clock = 10_000;
    await figures();
    expect(server.queries()).toBe(once * 2);
  });

  it('answers null when Prometheus does not', async () => {
    const file = remotesFile({ profile: { version: '0.1.0' } });
    const down = (async () => {
      throw new Error('ECONNREFUSED');
    }) as unknown as typeof fetch;
    expect(await releaseFigures('http://prom.test', file, down)()).toBeNull();
  });
});
