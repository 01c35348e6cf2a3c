// Edits a loader makes to a module's source where its tokens stand, so that every other token
// keeps its line and column and the source maps still point at the right place.

/** The text with every character but line breaks turned into a space. */
export const blank = (text) => text.replace(/[^\r\n]/g, ' ');

/**
 * The source with each edit's span [start, end) replaced by its text (an insertion where start
 * equals end). Edits must not overlap; they apply from the last to the first.
 * @param {string} source
 * @param {{ start: number, end: number, text: string }[]} edits
 */
export function applyEdits(source, edits) {
  let result = source;
  for (const { start, end, text } of [...edits].sort((a, b) => b.start - a.start))
    result = result.slice(0, start) + text + result.slice(end);
  return result;
}
