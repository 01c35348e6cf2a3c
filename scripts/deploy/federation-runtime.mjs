// Which federation runtime a release provides (the shell) or uses (a remote), and whether a
// shell's runtime serves a remote's needs (docs/decisions/005). A remote's entry carries none
// of its own.

/**
 * What production builds share: runtime-core, the shell providing it and each remote taking it
 * (`experiments.externalRuntime`, tooling/webpack-app.js). Releases from 2026-11-28 to the
 * upgrade to @module-federation/enhanced 2.9.3 also took the shell's bundler runtime and the
 * runtime API's `init` through private shapes; today's shell provides neither, so promote
 * refuses such a remote beside it (and a rollback to one beside today's remotes is fine).
 */
export const FEDERATION_RUNTIME_PARTS = ['runtime-core'];

/**
 * The runtime a release.json records, or null for one from before 005 (a remote that brings
 * its own, a shell that provides none). Releases from before the parts were recorded shared
 * runtime-core only.
 */
export function runtimeOf(release) {
  if (!release?.federationRuntime) return null;
  return {
    version: release.federationRuntime,
    parts: release.federationRuntimeParts ?? ['runtime-core'],
  };
}

/** Every part the remote takes, from a runtime of the same major.minor. */
export function runtimeProvided(remoteNeeds, shellProvides) {
  if (!remoteNeeds) return true;
  if (!shellProvides) return false;
  const minor = (version) => String(version).split('.').slice(0, 2).join('.');
  return (
    minor(remoteNeeds.version) === minor(shellProvides.version) &&
    remoteNeeds.parts.every((part) => shellProvides.parts.includes(part))
  );
}

export const describeRuntime = (runtime) =>
  runtime ? `${runtime.version} (${runtime.parts.join(', ')})` : 'none';
