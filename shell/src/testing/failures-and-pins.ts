// Values the shell's tests build the same way: a failed chunk download and a script pin.

/** A Subresource Integrity pin made of one repeated character, e.g. hash('a'). */
export const hash = (c: string) => `sha384-${c.repeat(64)}`;

/** What a browser throws when a lazily imported chunk cannot be downloaded. */
export const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module');
