#!/usr/bin/env node
// Serves two other builds of payments on their own origin, for the override journey
// (tests/remote-override.spec.ts), made from the production build in mfe-payments/dist:
//   good/          the same build with a visibly different heading, its scripts re-hashed
//                  (integrity.json), as a second published copy of the remote would be;
//   incompatible/  the same build whose manifest says it was made against shared-contracts 3.0.0
//                  (a major above the real 2.0.0);
//   unhashed/      the same build without integrity.json, as a development build publishes it.
//   node e2e/support/override-builds.mjs <folder> <port>
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createNginxSite } from '../../tooling/nginx-process.js';
import { integrityOf, INTEGRITY_FILE } from '../../tooling/script-integrity.js';

const OVERRIDE_HEADING = 'Make Payment (override build)';
// The page's h1 (its id ends in -heading): the third-party route's link says Make Payment too.
const HEADING = '-heading`,children:"Make Payment"';
const REPO = path.resolve(import.meta.dirname, '../..');
const [folder, port] = process.argv.slice(2);
const dist = path.join(REPO, 'mfe-payments/dist');

/** Rewrites a published file; nginx would otherwise send its unchanged .br/.gz siblings. */
function rewrite(file, text) {
  writeFileSync(file, text);
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
}

rmSync(folder, { recursive: true, force: true });
const good = path.join(folder, 'good');
cpSync(dist, good, { recursive: true });
const integrity = JSON.parse(readFileSync(path.join(good, INTEGRITY_FILE), 'utf8'));
let changed = 0;
for (const name of readdirSync(good).filter((file) => file.endsWith('.js'))) {
  const file = path.join(good, name);
  const code = readFileSync(file, 'utf8');
  if (!code.includes(HEADING)) continue;
  const edited = code.replace(HEADING, `-heading\`,children:${JSON.stringify(OVERRIDE_HEADING)}`);
  rewrite(file, edited);
  integrity[name] = integrityOf(edited);
  changed++;
}
if (changed !== 1) throw new Error(`expected the payments heading in one chunk, found ${changed}`);
rewrite(path.join(good, INTEGRITY_FILE), JSON.stringify(integrity));

const incompatible = path.join(folder, 'incompatible');
cpSync(dist, incompatible, { recursive: true });
const manifestFile = path.join(incompatible, 'mf-manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
for (const shared of manifest.shared)
  if (shared.name === '@portal/shared-contracts') shared.version = '3.0.0';
rewrite(manifestFile, JSON.stringify(manifest));

const unhashed = path.join(folder, 'unhashed');
cpSync(dist, unhashed, { recursive: true });
for (const suffix of ['', '.br', '.gz']) rmSync(path.join(unhashed, `${INTEGRITY_FILE}${suffix}`));

const site = createNginxSite({
  prefix: path.join(folder, '.nginx'),
  role: 'remote',
  root: folder,
  port: Number(port),
  // It stands in for a developer's build, whose integrity.json the override check reads.
  servesBuildRecords: true,
});
await site.start();
console.log(`override builds on http://127.0.0.1:${port}/good/ and /incompatible/`);
const stop = () => site.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
