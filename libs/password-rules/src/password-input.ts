// Password input is sanitised as typed (spec 1 §5, Password). The spec does not list what is
// removed; we remove what no one can mean to type into a password and what a paste drags in:
// control characters (tabs, line breaks), invisible format characters (zero-width spaces, joiners,
// direction marks, the byte-order mark), and anything past the field's maximum length.

const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

export function sanitizePasswordInput(text: string, maxLength: number): string {
  // Cut by code point, so a surrogate pair is never split in half.
  return [...text.replace(CONTROL_OR_INVISIBLE, '')].slice(0, Math.max(0, maxLength)).join('');
}
