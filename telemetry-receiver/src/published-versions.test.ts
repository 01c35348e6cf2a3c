import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createVersionCatalogue, readPublishedVersions } from './published-versions.ts';

function deployRoot() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'telemetry-versions-'));
  for (const dir of [
    'shell/0.1.0',
    'mfe-payments/0.1.1',
    'mfe-payments/0.1.2',
    'mfe-payments/not a version',
  ])
    mkdirSync(path.join(root, dir), { recursive: true });
  symlinkSync('0.1.1', path.join(root, 'mfe-payments/live'));
  writeFileSync(path.join(root, 'mfe-payments/notes.txt'), '');
  const remotesFile = path.join(root, 'remotes.json');
  writeFileSync(
    remotesFile,
    JSON.stringify({
      payments: {
        entry: 'x',
        version: '0.1.1',
        canary: { entry: 'y', version: '0.1.3', percent: 10 },
      },
      servicing: { entry: 'z', version: '0.2.0' },
    }),
  );
  return { root, remotesFile };
}

describe('readPublishedVersions', () => {
  it('knows the release folders of each app and the versions remotes.json names, canaries too', () => {
    const { root, remotesFile } = deployRoot();
    const versions = readPublishedVersions({ deployRoot: root, remotesFile });
    expect([...(versions.get('payments') ?? [])].sort()).toEqual(
      ['0.1.1', '0.1.2', '0.1.3', 'local', 'override'].sort(),
    );
    expect([...(versions.get('shell') ?? [])].sort()).toEqual(['0.1.0', 'local', 'override']);
    expect(versions.get('servicing')?.has('0.2.0')).toBe(true);
    // `live` is a link to a release, not one; nothing of payments is a profile release.
    expect(versions.get('payments')?.has('live')).toBe(false);
    expect(versions.get('profile')?.has('0.1.1')).toBe(false);
  });

  it('reads what it can when the deploy root or remotes.json is missing or broken', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'telemetry-versions-'));
    writeFileSync(path.join(dir, 'remotes.json'), '{ half');
    const versions = readPublishedVersions({
      deployRoot: path.join(dir, 'absent'),
      remotesFile: path.join(dir, 'remotes.json'),
      extra: ['0.1.0'],
    });
    expect([...(versions.get('identity') ?? [])].sort()).toEqual(['0.1.0', 'local', 'override']);
  });
});

describe('createVersionCatalogue', () => {
  it('knows a release published after it started once it reads the deploy root again', () => {
    const { root } = deployRoot();
    const catalogue = createVersionCatalogue({ deployRoot: root });
    expect(catalogue.has('payments', '0.1.4')).toBe(false);
    mkdirSync(path.join(root, 'mfe-payments/0.1.4'));
    catalogue.refresh();
    expect(catalogue.has('payments', '0.1.4')).toBe(true);
    catalogue.stop();
  });
});
