// The containers' publish image, tried without Docker: its files are assembled here from the
// Dockerfile's own COPY lines, and the publish service's command runs on them with Node alone.
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { AREA_APPS } from '../../scripts/deploy/deploy-root.mjs';
import { SHARED_SURFACES } from '../federation-shared.js';
import { INTEGRITY_FILE, integrityOfScripts } from '../script-integrity.js';
import { tempDir } from './temp-dir.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WORKDIR = '/srv/portal';
const APPS = ['shell', ...Object.values(AREA_APPS)];
const AREAS = Object.keys(AREA_APPS);
const VERSION = '3.4.5';
const BUILT = {
  commit: 'c0ffee1',
  contractVersion: '2.2.0',
  federationRuntime: '2.9.2',
  federationRuntimeParts: ['runtime-core', 'bundler-runtime'],
  sharedSurfaces: SHARED_SURFACES,
};

const publishStage = readFileSync(path.join(ROOT, 'docker/Dockerfile'), 'utf8')
  .split(/^FROM /m)
  .find((stage) => / AS publish$/m.test(stage.split('\n')[0]));
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
});

/** Each app as the build stage leaves it: its package.json and a dist from `--build-only`. */
function buildStageApps() {
  const root = tempDir('publish-image-build-');
  for (const app of APPS) {
    const dist = path.join(root, app, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(root, app, 'package.json'), JSON.stringify({ version: VERSION }));
    const entry = app === 'shell' ? 'main.js' : 'remoteEntry.js';
    const script = `console.log(${JSON.stringify(app)});`;
    writeFileSync(path.join(dist, entry), script);
    writeFileSync(
      path.join(dist, INTEGRITY_FILE),
      JSON.stringify(integrityOfScripts([[entry, script]])),
    );
    if (app === 'shell') writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    else writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: app }));
    const publicPath = app === 'shell' ? `/${VERSION}/` : 'auto';
    writeFileSync(
      path.join(dist, '.release-build.json'),
      JSON.stringify({ app, version: VERSION, publicPath, ...BUILT }),
    );
  }
  return root;
}

/**
 * The image's WORKDIR as its COPY --from=build lines fill it. The apps' files come from
 * buildStageApps(); everything else is this checkout's, as the build stage copies it.
 */
function assemblePublishImage(appsRoot) {
  const image = tempDir('publish-image-');
  const copies = publishStage.match(/^COPY --from=build .+$/gm) ?? [];
  for (const line of copies) {
    const [, , ...sources] = line.split(/\s+/);
    const target = sources.pop();
    // As Docker does: into the folder when it ends in "/" or several sources go there.
    const intoFolder = sources.length > 1 || target.endsWith('/');
    for (const source of sources) {
      const relative = path.relative(WORKDIR, source);
      const from = path.join(APPS.includes(relative.split('/')[0]) ? appsRoot : ROOT, relative);
      const destination = path.resolve(image, target);
      const into = intoFolder ? path.join(destination, path.basename(from)) : destination;
      cpSync(from, into, { recursive: true });
    }
  }
  return image;
}

function allFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('the publish image', () => {
  const image = assemblePublishImage(buildStageApps());

  it('starts from the Node image, not from the build stage with its sources and packages', () => {
    expect(publishStage.split('\n')[0]).toBe('${NODE_IMAGE} AS publish');
    expect(publishStage).not.toMatch(/^COPY (--from=build )?(\.|\/srv\/portal\/?) /m);
    const files = allFiles(image);
    expect(files.filter((file) => /node_modules|\.tsx?$/.test(file))).toEqual([]);
    expect(files.filter((file) => !/^(shell|mfe-[a-z]+)\//.test(file)).sort()).toEqual([
      'scripts/deploy/deploy-root.mjs',
      'scripts/deploy/federation-runtime.mjs',
      'scripts/deploy/live-link.mjs',
      'scripts/deploy/remotes-config.mjs',
      'scripts/deploy/shared-surfaces.mjs',
      'scripts/deploy/surfaces-before-records.json',
      'scripts/portal-topology.mjs',
      'scripts/publish-all.mjs',
      'scripts/release.mjs',
      'scripts/remotes.mjs',
      'tooling/federation-shared.js',
      'tooling/package.json',
      'tooling/script-integrity.js',
    ]);
  });

  it("publishes every app's build and makes it live, with Node alone on the PATH", () => {
    const deployRoot = path.join(image, 'deploy');
    const service = compose.services.publish;
    const [command, ...args] = service.command;
    const result = spawnSync(command === 'node' ? process.execPath : command, args, {
      cwd: image,
      env: {
        ...service.environment,
        PORTAL_DEPLOY_ROOT: deployRoot,
        PATH: path.dirname(process.execPath),
        HOME: image,
      },
      encoding: 'utf8',
    });
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/refused|Error/);
    expect(result.status).toBe(0);

    for (const app of APPS) {
      const release = JSON.parse(
        readFileSync(path.join(deployRoot, app, VERSION, 'release.json'), 'utf8'),
      );
      // What the build stage recorded of its checkout, though the image holds neither.
      expect(release).toMatchObject({ app, version: VERSION, ...BUILT });
      expect(readlinkSync(path.join(deployRoot, app, 'live'))).toBe(VERSION);
    }
    const remotes = JSON.parse(readFileSync(path.join(deployRoot, 'remotes.json'), 'utf8'));
    expect(Object.keys(remotes).sort()).toEqual([...AREAS].sort());
    expect(remotes.identity).toMatchObject({
      entry: `http://localhost:3001/${VERSION}/mf-manifest.json`,
      version: VERSION,
    });
    expect(existsSync(path.join(deployRoot, 'shell', VERSION, 'index.html'))).toBe(true);
  });
});
