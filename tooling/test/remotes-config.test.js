import { describe, expect, it } from '@jest/globals';
import { mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkPromotable,
  readHistory,
  RefusedChange,
  rollbackTarget,
  setLiveShell,
  setLiveVersion,
} from '../../scripts/deploy/remotes-config.mjs';
import { linkLiveReleases } from '../../scripts/deploy/live-link.mjs';
import { surfacesOf } from '../../scripts/deploy/shared-surfaces.mjs';
import { SHARED_SURFACES } from '../federation-shared.js';
import { integrityOf } from '../script-integrity.js';
import { tempDir } from './temp-dir.js';

/** The hashes a release fixture recorded: one script whose bytes name the release. */
const pinned = (app, version) => ({ 'remoteEntry.js': integrityOf(`${app} ${version}`) });

/** Releases as `release` leaves them; `{ integrity: null }` is one that recorded no hashes. */
function deployRoot(releases) {
  const root = tempDir('deploy-');
  for (const [app, version, contractVersion, extra = {}] of releases) {
    const { integrity = pinned(app, version), ...info } = extra;
    mkdirSync(path.join(root, app, version), { recursive: true });
    writeFileSync(
      path.join(root, app, version, 'release.json'),
      JSON.stringify({ app, version, contractVersion, ...info }),
    );
    if (integrity)
      writeFileSync(path.join(root, app, version, 'integrity.json'), JSON.stringify(integrity));
  }
  return root;
}

const promote = (root, area, version, extra = {}) =>
  setLiveVersion({
    root,
    area,
    version,
    origin: `http://cdn.test/${area}`,
    shellContract: '1.2.0',
    // The fixtures record no surfaces: a shell of their time held what they use.
    shellSurfaces: surfacesOf(null),
    who: 'ops',
    ...extra,
  });

const live = (root) => JSON.parse(readFileSync(path.join(root, 'remotes.json'), 'utf8'));

describe('promoting and rolling back one area in remotes.json', () => {
  it('rewrites only that area, pointing at the published version, and records who/when/from/to', () => {
    const root = deployRoot([
      ['mfe-payments', '1.0.0', '1.0.0'],
      ['mfe-payments', '1.1.0', '1.2.0'],
      ['mfe-profile', '2.0.0', '1.0.0'],
    ]);
    promote(root, 'profile', '2.0.0');
    promote(root, 'payments', '1.0.0');
    promote(root, 'payments', '1.1.0', { now: new Date('2026-11-22T10:00:00Z') });

    expect(live(root)).toEqual({
      profile: {
        entry: 'http://cdn.test/profile/2.0.0/mf-manifest.json',
        version: '2.0.0',
        contractVersion: '1.0.0',
        integrity: pinned('mfe-profile', '2.0.0'),
      },
      payments: {
        entry: 'http://cdn.test/payments/1.1.0/mf-manifest.json',
        version: '1.1.0',
        contractVersion: '1.2.0',
        integrity: pinned('mfe-payments', '1.1.0'),
      },
    });
    expect(readHistory(root).at(-1)).toEqual({
      at: '2026-11-22T10:00:00.000Z',
      who: 'ops',
      action: 'promote',
      area: 'payments',
      from: '1.0.0',
      to: '1.1.0',
    });
  });

  it('copies the manifest of the build it names into the entry, so a rollback brings its own back', () => {
    const root = deployRoot([
      ['mfe-payments', '1.0.0', '1.0.0'],
      ['mfe-payments', '1.1.0', '1.0.0'],
    ]);
    for (const version of ['1.0.0', '1.1.0'])
      writeFileSync(
        path.join(root, 'mfe-payments', version, 'mf-manifest.json'),
        JSON.stringify({
          name: 'portal_payments',
          metaData: { buildInfo: { buildVersion: version } },
        }),
      );
    promote(root, 'payments', '1.0.0');
    promote(root, 'payments', '1.1.0');
    expect(live(root).payments.manifest.metaData.buildInfo.buildVersion).toBe('1.1.0');
    promote(root, 'payments', '1.0.0', { action: 'rollback' });
    expect(live(root).payments).toMatchObject({
      entry: 'http://cdn.test/payments/1.0.0/mf-manifest.json',
      manifest: { metaData: { buildInfo: { buildVersion: '1.0.0' } } },
    });
  });

  it('carries the script hashes the named release recorded, so a rollback pins its own scripts', () => {
    const root = deployRoot([
      ['mfe-payments', '1.0.0', '1.0.0'],
      ['mfe-payments', '1.1.0', '1.0.0'],
    ]);
    promote(root, 'payments', '1.0.0');
    promote(root, 'payments', '1.1.0');
    expect(live(root).payments.integrity).toEqual(pinned('mfe-payments', '1.1.0'));
    promote(root, 'payments', '1.0.0', { action: 'rollback' });
    expect(live(root).payments.integrity).toEqual(pinned('mfe-payments', '1.0.0'));
  });

  it('refuses a release that recorded no script hashes: the shell would refuse to run it', () => {
    const root = deployRoot([
      ['mfe-payments', '1.0.0', '1.0.0'],
      ['mfe-payments', '0.9.0', '1.0.0', { integrity: null }],
      ['mfe-payments', '0.8.0', '1.0.0', { integrity: {} }],
    ]);
    promote(root, 'payments', '1.0.0');
    expect(() => promote(root, 'payments', '0.9.0', { action: 'rollback' })).toThrow(
      /mfe-payments 0\.9\.0 recorded no script hashes/,
    );
    expect(() => promote(root, 'payments', '0.8.0')).toThrow(/recorded no script hashes/);
    expect(live(root).payments.version).toBe('1.0.0');
  });

  it('goes live only next to a shell providing the federation runtime the remote uses', () => {
    const parts = ['runtime-core', 'bundler-runtime'];
    const root = deployRoot([
      ['mfe-payments', '1.0.0', '1.0.0'], // from before 005: brings its own runtime
      ['mfe-payments', '1.1.0', '1.0.0', { federationRuntime: '2.9.2' }],
      [
        'mfe-payments',
        '1.2.0',
        '1.0.0',
        { federationRuntime: '2.9.2', federationRuntimeParts: parts },
      ],
    ]);
    promote(root, 'payments', '1.0.0', { shellRuntime: null });
    expect(() => promote(root, 'payments', '1.1.0', { shellRuntime: null })).toThrow(
      /federation runtime 2\.9\.2 \(runtime-core\); the live shell provides none/,
    );
    expect(() =>
      promote(root, 'payments', '1.1.0', { shellRuntime: { version: '2.10.0', parts } }),
    ).toThrow(/the live shell provides 2\.10\.0/);
    // A shell that provides only runtime-core cannot serve a remote that takes its bundler too.
    const coreOnly = { version: '2.9.2', parts: ['runtime-core'] };
    expect(() => promote(root, 'payments', '1.2.0', { shellRuntime: coreOnly })).toThrow(
      /runtime 2\.9\.2 \(runtime-core, bundler-runtime\); the live shell provides 2\.9\.2 \(runtime-core\)/,
    );
    promote(root, 'payments', '1.1.0', { shellRuntime: coreOnly });
    promote(root, 'payments', '1.2.0', { shellRuntime: { version: '2.9.5', parts } });
    expect(live(root).payments.version).toBe('1.2.0');
  });

  it('refuses to make live a shell that does not provide the runtime a live remote uses', () => {
    const parts = ['runtime-core', 'bundler-runtime'];
    const root = deployRoot([
      ['shell', '1.0.0', '1.2.0'],
      ['shell', '1.1.0', '1.2.0', { federationRuntime: '2.9.2' }],
      ['shell', '1.2.0', '1.2.0', { federationRuntime: '2.9.2', federationRuntimeParts: parts }],
      [
        'mfe-payments',
        '1.2.0',
        '1.0.0',
        { federationRuntime: '2.9.2', federationRuntimeParts: parts },
      ],
    ]);
    setLiveShell({ root, version: '1.2.0', who: 'ops' });
    promote(root, 'payments', '1.2.0', { shellRuntime: { version: '2.9.2', parts } });
    expect(() => setLiveShell({ root, version: '1.0.0', who: 'ops', action: 'rollback' })).toThrow(
      /shell 1\.0\.0 provides federation runtime none; live payments 1\.2\.0 needs 2\.9\.2/,
    );
    expect(() => setLiveShell({ root, version: '1.1.0', who: 'ops', action: 'rollback' })).toThrow(
      /shell 1\.1\.0 provides federation runtime 2\.9\.2 \(runtime-core\); live payments 1\.2\.0 needs 2\.9\.2 \(runtime-core, bundler-runtime\)/,
    );
  });

  it("goes live only next to a shell whose shared libraries hold every name the remote's do", () => {
    const root = deployRoot([
      ['mfe-servicing', '1.0.0', '1.0.0'], // recorded no surfaces: react-router's Link with them
      ['mfe-servicing', '1.1.0', '1.0.0', { sharedSurfaces: SHARED_SURFACES }],
    ]);
    const shellSurfaces = SHARED_SURFACES;
    expect(() => promote(root, 'servicing', '1.0.0', { shellSurfaces })).toThrow(
      "mfe-servicing 1.0.0 uses shared react-router Link, react-router NavLink, which the live shell's copies lack",
    );
    promote(root, 'servicing', '1.1.0', { shellSurfaces });
    // A shell from before the portal's own links lacks what 1.1.0 uses in their place.
    expect(() =>
      promote(root, 'servicing', '1.1.0', { shellSurfaces: surfacesOf(null), action: 'rollback' }),
    ).toThrow(
      /mfe-servicing 1\.1\.0 uses shared react-router useHref, react-router useLinkClickHandler, react-router useResolvedPath,/,
    );
    expect(live(root).servicing.version).toBe('1.1.0');
  });

  it('checks a remote by the names its code uses, when its build recorded them', () => {
    // Built with the lists that still held Link, but its code never imported it.
    const recorded = {
      sharedSurfaces: surfacesOf(null),
      sharedImports: { 'react-router': ['useNavigate', 'useParams'] },
    };
    const root = deployRoot([
      ['shell', '2.0.0', '1.2.0', { sharedSurfaces: SHARED_SURFACES }],
      ['mfe-payments', '1.0.0', '1.0.0', recorded],
      ['mfe-payments', '1.1.0', '1.0.0', { sharedImports: { 'react-router': ['useBlocker'] } }],
    ]);
    promote(root, 'payments', '1.0.0', { shellSurfaces: SHARED_SURFACES });
    setLiveShell({ root, version: '2.0.0', who: 'ops' });
    expect(() => promote(root, 'payments', '1.1.0', { shellSurfaces: SHARED_SURFACES })).toThrow(
      "mfe-payments 1.1.0 uses shared react-router useBlocker, which the live shell's copies lack",
    );
    expect(live(root).payments.version).toBe('1.0.0');
  });

  it("refuses to make live a shell whose shared libraries lack a name a live remote's hold", () => {
    const root = deployRoot([
      ['shell', '1.0.0', '1.2.0'],
      ['shell', '2.0.0', '1.2.0', { sharedSurfaces: SHARED_SURFACES }],
      ['mfe-identity', '1.0.0', '1.0.0'],
    ]);
    setLiveShell({ root, version: '1.0.0', who: 'ops' });
    promote(root, 'identity', '1.0.0');
    expect(() => setLiveShell({ root, version: '2.0.0', who: 'ops' })).toThrow(
      "shell 2.0.0's shared libraries lack react-router Link, react-router NavLink, which live identity 1.0.0 uses",
    );
    expect(JSON.parse(readFileSync(path.join(root, 'shell-live.json'), 'utf8')).version).toBe(
      '1.0.0',
    );
  });

  it('leaves no temporary file behind (the write is a rename)', () => {
    const root = deployRoot([['mfe-payments', '1.0.0', '1.0.0']]);
    promote(root, 'payments', '1.0.0');
    expect(readdirSync(root).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it.each([
    ['an unpublished version', '9.9.9', /not published/],
    ['a build against another contract major', '2.0.0', /shared-contracts 2\.0\.0/],
    ['a build against a newer contract minor', '1.5.0', /shared-contracts 1\.3\.0/],
  ])('refuses %s and leaves remotes.json as it was', (_, version, message) => {
    const root = deployRoot([
      ['mfe-payments', '1.0.0', '1.0.0'],
      ['mfe-payments', '2.0.0', '2.0.0'],
      ['mfe-payments', '1.5.0', '1.3.0'],
    ]);
    promote(root, 'payments', '1.0.0');
    const before = readFileSync(path.join(root, 'remotes.json'), 'utf8');
    expect(() => promote(root, 'payments', version)).toThrow(message);
    expect(readFileSync(path.join(root, 'remotes.json'), 'utf8')).toBe(before);
    expect(readHistory(root)).toHaveLength(1);
  });

  it('refuses an unknown area and a version that is already live', () => {
    const root = deployRoot([['mfe-payments', '1.0.0', '1.0.0']]);
    expect(() => promote(root, 'billing', '1.0.0')).toThrow(RefusedChange);
    promote(root, 'payments', '1.0.0');
    expect(() => promote(root, 'payments', '1.0.0')).toThrow(/already live/);
  });

  it('points the live link of the area at the build remotes.json names, through promote and rollback', () => {
    const root = deployRoot([
      ['mfe-payments', '1.0.0', '1.0.0'],
      ['mfe-payments', '1.10.0', '1.2.0'],
    ]);
    const liveLink = () => readlinkSync(path.join(root, 'mfe-payments', 'live'));
    promote(root, 'payments', '1.0.0');
    expect(liveLink()).toBe('1.0.0');
    promote(root, 'payments', '1.10.0');
    expect(liveLink()).toBe('1.10.0');
    promote(root, 'payments', '1.0.0', { action: 'rollback' });
    expect(liveLink()).toBe('1.0.0');
    expect(live(root).payments.version).toBe('1.0.0');
  });

  it('gives a deploy root from before the live links one per live app, and none to the rest', () => {
    const root = deployRoot([
      ['shell', '0.2.0', '1.0.0'],
      ['mfe-payments', '1.1.0', '1.2.0'],
      ['mfe-profile', '2.0.0', '1.0.0'],
    ]);
    writeFileSync(path.join(root, 'shell-live.json'), JSON.stringify({ version: '0.2.0' }));
    writeFileSync(
      path.join(root, 'remotes.json'),
      JSON.stringify({ payments: { version: '1.1.0' } }),
    );
    linkLiveReleases(root);
    expect(readlinkSync(path.join(root, 'shell', 'live'))).toBe('0.2.0');
    expect(readlinkSync(path.join(root, 'mfe-payments', 'live'))).toBe('1.1.0');
    expect(readdirSync(path.join(root, 'mfe-profile'))).toEqual(['2.0.0']);
  });

  it('rolls back to the version live before, and a second rollback keeps going back', () => {
    const history = [
      { area: 'payments', action: 'promote', from: null, to: '1.0.0' },
      { area: 'payments', action: 'promote', from: '1.0.0', to: '1.1.0' },
      { area: 'payments', action: 'promote', from: '1.1.0', to: '1.2.0' },
      { area: 'payments', action: 'rollback', from: '1.2.0', to: '1.1.0' },
    ];
    expect(rollbackTarget(history, 'payments', '1.2.0')).toBe('1.1.0');
    expect(rollbackTarget(history, 'payments', '1.1.0')).toBe('1.0.0');
    expect(() => rollbackTarget(history, 'payments', '1.0.0')).toThrow(/No earlier version/);
    expect(rollbackTarget(history, 'payments', '1.0.0', '0.9.0')).toBe('0.9.0');
  });

  it('accepts a remote built against an older minor of the contract', () => {
    expect(() =>
      checkPromotable({
        area: 'payments',
        version: '1.0.0',
        release: { contractVersion: '1.0.0' },
        integrity: pinned('mfe-payments', '1.0.0'),
        shellContract: '1.4.0',
        shellSurfaces: surfacesOf(null),
      }),
    ).not.toThrow();
  });

  it('switches the live shell only to a published shell release', () => {
    const root = deployRoot([['shell', '0.2.0', '1.0.0']]);
    expect(() => setLiveShell({ root, version: '0.3.0', who: 'ops' })).toThrow(/not published/);
    setLiveShell({ root, version: '0.2.0', who: 'ops' });
    expect(JSON.parse(readFileSync(path.join(root, 'shell-live.json'), 'utf8'))).toEqual({
      version: '0.2.0',
    });
    expect(readlinkSync(path.join(root, 'shell', 'live'))).toBe('0.2.0');
  });
});
