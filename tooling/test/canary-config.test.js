import { describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  abortCanary,
  canaryPercent,
  readHistory,
  RefusedChange,
  rollbackTarget,
  setCanary,
  setLiveShell,
  setLiveVersion,
} from '../../scripts/deploy/remotes-config.mjs';
import { surfacesOf } from '../../scripts/deploy/shared-surfaces.mjs';
import { integrityOf } from '../script-integrity.js';
import { tempDir } from './temp-dir.js';

const pinned = (app, version) => ({ 'remoteEntry.js': integrityOf(`${app} ${version}`) });

function deployRoot(releases) {
  const root = tempDir('canary-');
  for (const [app, version, contractVersion, integrity = pinned(app, version)] of releases) {
    const dir = path.join(root, app, version);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'release.json'),
      JSON.stringify({ app, version, contractVersion }),
    );
    if (integrity) writeFileSync(path.join(dir, 'integrity.json'), JSON.stringify(integrity));
  }
  return root;
}

const shell = { shellContract: '1.2.0', shellSurfaces: surfacesOf(null) };
const origin = 'http://cdn.test/payments';
const promote = (root, version, extra = {}) =>
  setLiveVersion({ root, area: 'payments', version, origin, who: 'ops', ...shell, ...extra });
const canary = (root, version, percent, extra = {}) =>
  setCanary({ root, area: 'payments', version, percent, origin, who: 'ops', ...shell, ...extra });
const live = (root) => JSON.parse(readFileSync(path.join(root, 'remotes.json'), 'utf8'));

function withStable() {
  const root = deployRoot([
    ['mfe-payments', '0.1.1', '1.0.0'],
    ['mfe-payments', '0.1.2', '1.2.0'],
    ['mfe-payments', '0.1.3', '1.0.0'],
    ['mfe-payments', '0.2.0', '2.0.0'],
    ['mfe-payments', '0.1.4', '1.0.0', null],
  ]);
  promote(root, '0.1.1');
  return root;
}

describe('a canary of one area', () => {
  it('keeps the live build and names the canary with its share and its pinned scripts', () => {
    const root = withStable();
    canary(root, '0.1.2', 10, { why: 'new wallet', now: new Date('2026-12-01T10:00:00Z') });
    expect(live(root).payments).toEqual({
      entry: `${origin}/0.1.1/mf-manifest.json`,
      version: '0.1.1',
      contractVersion: '1.0.0',
      integrity: pinned('mfe-payments', '0.1.1'),
      canary: {
        entry: `${origin}/0.1.2/mf-manifest.json`,
        version: '0.1.2',
        contractVersion: '1.2.0',
        integrity: pinned('mfe-payments', '0.1.2'),
        percent: 10,
      },
    });
    expect(readHistory(root).at(-1)).toEqual({
      at: '2026-12-01T10:00:00.000Z',
      who: 'ops',
      action: 'canary',
      area: 'payments',
      from: '0.1.1',
      to: '0.1.2',
      percent: 10,
      why: 'new wallet',
    });
  });

  it('raises the share of the running canary, recording the share before', () => {
    const root = withStable();
    canary(root, '0.1.2', 10);
    canary(root, '0.1.2', 50);
    expect(live(root).payments.canary.percent).toBe(50);
    expect(readHistory(root).at(-1)).toMatchObject({ percent: 50, previousPercent: 10 });
  });

  it.each([
    ['0.1.1', 'mfe-payments 0.1.1 is already live'],
    ['0.9.9', 'mfe-payments 0.9.9 is not published'],
    ['0.2.0', 'built against shared-contracts 2.0.0'],
    ['0.1.4', 'recorded no script hashes'],
  ])('refuses %s as a promote would (%s), leaving remotes.json as it was', (version, reason) => {
    const root = withStable();
    const before = live(root);
    expect(() => canary(root, version, 10)).toThrow(reason);
    expect(live(root)).toEqual(before);
  });

  it('refuses a second canary while one runs, and a canary of an area with nothing live', () => {
    const root = withStable();
    canary(root, '0.1.2', 10);
    expect(() => canary(root, '0.1.3', 10)).toThrow('already runs canary 0.1.2');
    expect(() =>
      setCanary({
        root,
        area: 'profile',
        version: '1.0.0',
        percent: 5,
        origin,
        who: 'ops',
        ...shell,
      }),
    ).toThrow('profile has no live version');
  });

  it.each([['0'], ['101'], ['12.5'], ['ten'], ['']])('refuses a share of %p', (text) => {
    expect(() => canaryPercent(text)).toThrow(RefusedChange);
  });

  it('is completed by promoting its version: everyone runs it, and rollback returns to the old', () => {
    const root = withStable();
    canary(root, '0.1.2', 10);
    promote(root, '0.1.2');
    expect(live(root).payments.version).toBe('0.1.2');
    expect(live(root).payments).not.toHaveProperty('canary');
    expect(rollbackTarget(readHistory(root), 'payments', '0.1.2')).toBe('0.1.1');
  });

  it('keeps running when another version is promoted under it', () => {
    const root = withStable();
    canary(root, '0.1.2', 10);
    promote(root, '0.1.3');
    expect(live(root).payments).toMatchObject({ version: '0.1.3', canary: { version: '0.1.2' } });
  });

  it('is aborted: every browser back on the live build, the decision and its figures recorded', () => {
    const root = withStable();
    canary(root, '0.1.2', 50);
    const figures = { canary: { errorsPerView: 0.8 }, stable: { errorsPerView: 0 } };
    abortCanary({ root, area: 'payments', who: 'canary-watch', why: 'errors per view', figures });
    expect(live(root).payments).not.toHaveProperty('canary');
    expect(live(root).payments.version).toBe('0.1.1');
    expect(readHistory(root).at(-1)).toMatchObject({
      who: 'canary-watch',
      action: 'abort',
      from: '0.1.2',
      to: '0.1.1',
      percent: 50,
      why: 'errors per view',
      figures,
    });
    expect(() => abortCanary({ root, area: 'payments', who: 'ops' })).toThrow('runs no canary');
  });

  it('must also run on a shell being promoted', () => {
    const root = withStable();
    mkdirSync(path.join(root, 'shell', '0.2.0'), { recursive: true });
    // A shell providing another runtime than the canary's build recorded needing.
    writeFileSync(
      path.join(root, 'mfe-payments', '0.1.2', 'release.json'),
      JSON.stringify({
        app: 'mfe-payments',
        version: '0.1.2',
        contractVersion: '1.2.0',
        sharedImports: { react: ['useFutureHook'] },
      }),
    );
    canary(root, '0.1.2', 10, { shellSurfaces: { react: ['useFutureHook'] } });
    writeFileSync(
      path.join(root, 'shell', '0.2.0', 'release.json'),
      JSON.stringify({ app: 'shell', version: '0.2.0', contractVersion: '1.2.0' }),
    );
    expect(() => setLiveShell({ root, version: '0.2.0', who: 'ops' })).toThrow(
      'live payments 0.1.2 uses',
    );
  });
});
