import { describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { figureQueries } from '../../libs/release-health/src/canary-analysis.ts';
import { watchCanary } from '../../scripts/canary-watch.mjs';
import { readHistory } from '../../scripts/deploy/remotes-config.mjs';
import { tempDir } from './temp-dir.js';

const entry = (version) => ({ entry: `http://cdn.test/${version}/mf-manifest.json`, version });

function deployRoot() {
  const root = tempDir('watch-');
  mkdirSync(root, { recursive: true });
  writeFileSync(
    path.join(root, 'remotes.json'),
    JSON.stringify({ payments: { ...entry('0.1.1'), canary: { ...entry('0.1.2'), percent: 50 } } }),
  );
  return root;
}

/** A Prometheus answering each check from a script: [stable figures, canary figures] per check. */
function prometheus(checks) {
  let check = 0;
  const queries = (variant, version) => figureQueries({ area: 'payments', version, variant }, '1m');
  const fetchImpl = async (_url, init) => {
    const query = new URLSearchParams(init.body).get('query');
    const [stable, canary] = checks[Math.min(check, checks.length - 1)];
    const side = [
      [queries('stable', '0.1.1'), stable],
      [queries('canary', '0.1.2'), canary],
    ];
    for (const [asked, answers] of side)
      for (const [name, text] of Object.entries(asked))
        if (text === query && name in answers)
          return {
            json: async () => ({
              status: 'success',
              data: { result: [{ value: [0, String(answers[name])] }] },
            }),
          };
    return { json: async () => ({ status: 'success', data: { result: [] } }) };
  };
  return { fetchImpl, next: () => (check += 1) };
}

function watch(root, checks, extra = {}) {
  const lines = [];
  const { fetchImpl, next } = prometheus(checks);
  const promoted = [];
  const outcome = watchCanary({
    root,
    area: 'payments',
    prometheusUrl: 'http://prom.test',
    window: '1m',
    interval: '5s',
    limits: { minViews: 10 },
    fetchImpl,
    log: (line) => lines.push(line),
    sleep: async () => void next(),
    promote: (version, why) => promoted.push({ version, why }),
    ...extra,
  });
  return { outcome, lines, promoted };
}

const quiet = { views: 40, errors: 0, loads: 20, loadFailures: 0 };

describe('the canary controller', () => {
  it('waits for the minimum sample, then aborts a failing canary and records its figures', async () => {
    const root = deployRoot();
    const { outcome, lines } = watch(root, [
      [quiet, { views: 4, errors: 4 }],
      [quiet, { views: 20, errors: 12, loads: 10, loadFailures: 0 }],
    ]);
    expect(await outcome).toBe('aborted');
    expect(lines[1]).toContain('wait (4 canary page views of the 10 needed)');
    expect(lines[2]).toMatch(
      /^watch: ABORT payments 0\.1\.2 → 0\.1\.1: .*errors per page view 0\.600/,
    );
    const remotes = JSON.parse(readFileSync(path.join(root, 'remotes.json'), 'utf8'));
    expect(remotes.payments).not.toHaveProperty('canary');
    const abort = readHistory(root).at(-1);
    expect(abort).toMatchObject({
      action: 'abort',
      who: 'canary-watch',
      from: '0.1.2',
      to: '0.1.1',
    });
    expect(abort.figures.canary).toMatchObject({ views: 20, errors: 12, errorsPerView: 0.6 });
  });

  it('promotes after the clean checks it was asked for, and not before', async () => {
    const root = deployRoot();
    const { outcome, promoted, lines } = watch(root, [[quiet, quiet]], {
      autoPromote: true,
      cleanChecks: 3,
    });
    expect(await outcome).toBe('promoted');
    expect(lines.filter((line) => line.includes('clean ('))).toHaveLength(3);
    expect(promoted).toEqual([{ version: '0.1.2', why: 'canary clean for 3 checks over 1m' }]);
  });

  it('decides nothing while Prometheus does not answer', async () => {
    const root = deployRoot();
    let calls = 0;
    const lines = [];
    const outcome = await watchCanary({
      root,
      area: 'payments',
      prometheusUrl: 'http://prom.test',
      window: '1m',
      interval: '5s',
      fetchImpl: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      log: (line) => lines.push(line),
      sleep: async () => {
        calls += 1;
        // An operator ends the canary by hand meanwhile.
        if (calls === 2) writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({}));
      },
    });
    expect(outcome).toBe('ended');
    expect(lines.filter((line) => line.includes('deciding nothing'))).toHaveLength(2);
    expect(readHistory(root)).toEqual([]);
  });
});
