// What reached the disk: which files under a folder hold a text's bytes anywhere, in live rows,
// free pages or a journal alike (a database deletes a row by marking its space free, not by
// overwriting it).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** The files under `dir` (relative paths) whose bytes hold `text` in UTF-8. */
export function filesHolding(dir: string, text: string): string[] {
  const needle = Buffer.from(text, 'utf8');
  return filesUnder(dir)
    .filter((file) => readFileSync(file).includes(needle))
    .map((file) => relative(dir, file));
}
