// How a remote's container makes its federation instance with the shell's copy of the runtime
// API (docs/decisions/005). The runtime's own `init` also keeps the instance it makes as its
// module's default, the one `loadRemote` and `registerRemotes` act on. With one copy per page
// that default is the shell's instance, so a container's `init` must leave it alone.

/**
 * @param {{ createInstance: (options: object) => object,
 *   getInstance: (finder: (instance: { options: object }) => boolean) => object | null }} runtime
 *   @module-federation/runtime
 * @returns {(options: { name: string, version?: string, id?: string }) => object} the `init`
 *   the bundler runtime calls for a container: its instance, made once and found again when
 *   its entry runs a second time (a remote reloaded after a failure)
 */
export function containerInit({ createInstance, getInstance }) {
  return function init(options) {
    const normalized = { ...options, id: options.id || '' };
    const known = getInstance((instance) => sameContainer(instance.options, options));
    if (!known) return createInstance(normalized);
    known.initOptions(normalized);
    return known;
  };
}

// As the runtime matches an instance to a container: by name, and by version when one is given.
function sameContainer(known, wanted) {
  if (known.name !== wanted.name) return false;
  return wanted.version ? known.version === wanted.version : !known.version;
}
