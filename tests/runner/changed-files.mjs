// What `npm run test:fast` lints: the files that differ from main (committed on this branch,
// changed in the working tree, or new), as the inner loop checks the change at hand; `npm test`
// lints everything. Everything too when the lint's own configuration or the installed packages
// changed, or when git cannot tell (no main, not a checkout).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const LINTED = /\.(ts|tsx|js|mjs|cjs)$/;
const LINT_SETTINGS = /^(eslint\.config\.\w+|eslint\/|package\.json$|package-lock\.json$|tsconfig[\w.]*\.json$)/;

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n').filter(Boolean);

/** The paths to lint, or ['.'] for the whole tree. */
export function lintTargets() {
  let changed;
  try {
    const base = git('merge-base', 'HEAD', 'main')[0];
    changed = [...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')];
  } catch {
    return ['.'];
  }
  if (changed.some((file) => LINT_SETTINGS.test(file))) return ['.'];
  return [...new Set(changed)].filter((file) => LINTED.test(file) && existsSync(file));
}
