// Edits an app's source file as a developer would, and puts it back.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface SourceEdit {
  restore(): void;
}

/** Replaces `from` (which must occur exactly once) with `to` in a file of the repository. */
export function editSource(file: string, from: string, to: string): SourceEdit {
  const full = path.join(ROOT, file);
  const original = readFileSync(full, 'utf8');
  if (original.split(from).length !== 2) throw new Error(`${file} must contain "${from}" once`);
  writeFileSync(full, original.replace(from, to));
  return { restore: () => writeFileSync(full, original) };
}
