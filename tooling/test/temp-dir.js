// Folders a test file writes into: each is removed once the file's tests are done, so a run
// leaves nothing behind in the machine's temp folder (CI machines are reused).
import { afterAll } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made = [];

afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder under the temp folder, named `${prefix}XXXXXX`. */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
