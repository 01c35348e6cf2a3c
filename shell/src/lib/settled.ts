// React's use() reads a promise's outcome from these fields: a promise marked before its first
// render renders at once instead of suspending for a tick and paying React's fallback throttle.

/** Marks `promise` with its outcome as React's use() reads it, and returns it. */
export function settled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  // Block bodies: returning the promise itself would chain a copy of its rejection, unhandled.
  promise.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return promise;
}
