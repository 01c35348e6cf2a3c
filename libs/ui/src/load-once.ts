// Code that downloads once, however often it is asked for. A failed download is forgotten, so
// the next request downloads again instead of failing for the rest of the visit.

export interface CodeLoader<T> {
  load(): Promise<T>;
  /** The code, once it has arrived. */
  current(): T | undefined;
}

export function loadOnce<T>(download: () => Promise<T>): CodeLoader<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= download().then(
        (code) => (loaded = code),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    current: () => loaded,
  };
}
