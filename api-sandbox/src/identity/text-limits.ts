import { invalid } from '../http/http-error.ts';

// The contract checks a field's type; the sandbox still bounds the values it hashes, stores or looks
// up, and refuses an empty or overlong one with 400 Invalid, as it did before the contract.

/** Text that must be filled in, at most `max` characters. */
export function filledText(value: string, max: number): string {
  if (value.length === 0 || value.length > max) throw invalid();
  return value;
}

/** Text that may be left out (or sent as null), at most `max` characters when sent. */
export function boundedText(value: string | null | undefined, max: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value.length > max) throw invalid();
  return value;
}
