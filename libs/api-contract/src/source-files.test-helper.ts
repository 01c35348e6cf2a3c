// The contract's own source modules, for the tests that read them as text.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every non-test .ts file under `folder`. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(folder, entry.name))
      : entry.name.endsWith('.ts') && !/\.test(-helper)?\.ts$/.test(entry.name)
        ? [join(folder, entry.name)]
        : [],
  );
}
