// The hashes that pin every script a build publishes (docs/decisions/006-script-integrity.md):
// computed by the build, written beside it as integrity.json, checked again when a release is
// published and carried to the browser in remotes.json.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const INTEGRITY_FILE = 'integrity.json';

/** What a browser's `integrity` attribute expects for these bytes (SHA-384, base64). */
export function integrityOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** A script the build publishes: JavaScript, not its source map. */
export const isScript = (file) => file.endsWith('.js');

/**
 * The recorded hash of every script, by path relative to the build folder.
 * @param {Iterable<[string, Buffer | string]>} files name → the bytes published under it
 */
export function integrityOfScripts(files) {
  const entries = [...files].filter(([name]) => isScript(name));
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([name, bytes]) => [name, integrityOf(bytes)]));
}

/** The hashes a build recorded, or null when it recorded none (a build from before 006). */
export function readIntegrity(buildDir) {
  const file = path.join(buildDir, INTEGRITY_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * What is wrong between the scripts in a build folder and the hashes it recorded: a script
 * whose bytes changed, a script with no hash, a hash whose script is gone. Empty: all pinned.
 */
export function integrityProblems(buildDir) {
  const recorded = readIntegrity(buildDir);
  if (!recorded) return [`${INTEGRITY_FILE} is missing`];
  const onDisk = integrityOfScripts(
    scriptFiles(buildDir).map((name) => [name, readFileSync(path.join(buildDir, name))]),
  );
  const problems = [];
  for (const [name, hash] of Object.entries(onDisk)) {
    if (!(name in recorded)) problems.push(`${name} has no recorded hash`);
    else if (recorded[name] !== hash) problems.push(`${name} does not match its recorded hash`);
  }
  for (const name of Object.keys(recorded))
    if (!(name in onDisk)) problems.push(`${name} is recorded but not published`);
  return problems;
}

function scriptFiles(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return scriptFiles(dir, name);
    return isScript(name) ? [name] : [];
  });
}
