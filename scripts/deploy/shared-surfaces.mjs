// Which names of the shared libraries a release's copies hold (docs/decisions/005). Every copy
// is tree-shaken to the surface its build was made with, and a remote runs against the copies
// the shell provides: a remote that uses a name the live shell's copies lack would find it
// undefined. Releases record their surfaces and what their code uses of them; promoting or
// rolling back either side is refused when a live remote would miss a name it uses.
import { readFileSync } from 'node:fs';

/** What releases that recorded no surfaces were built with (the lists until 2026-11-29). */
const BEFORE_RECORDS = JSON.parse(
  readFileSync(new URL('./surfaces-before-records.json', import.meta.url), 'utf8'),
);

/** @returns {Record<string, string[]>} library → the names its copies hold */
export function surfacesOf(release) {
  return release?.sharedSurfaces ?? BEFORE_RECORDS;
}

/**
 * The names a remote's code uses of each shared library, as its build recorded them; for a
 * build that recorded none, every name its copies hold (it may use any of them).
 */
export function importsOf(release) {
  return release?.sharedImports ?? surfacesOf(release);
}

/** `library name` for each name the remote uses that the shell's copies do not hold. */
export function missingNames(remoteImports, shellSurfaces) {
  return Object.entries(remoteImports).flatMap(([library, names]) => {
    const provided = new Set(shellSurfaces[library] ?? []);
    return names.filter((name) => !provided.has(name)).map((name) => `${library} ${name}`);
  });
}

export const describeMissing = (missing) =>
  missing.length > 3
    ? `${missing.slice(0, 3).join(', ')} and ${missing.length - 3} more`
    : missing.join(', ');
