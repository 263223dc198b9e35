// Builds the web app before `npm start` serves it: the `build:web` script of package.json, run with
// its output relayed line by line through the runtime's own output (local/output.ts). Vite, like
// npm, stops on EPIPE when its output is a pipe that closed (`npm start | head -n 1`); a pipe to
// this process never closes, and what this process writes survives a closed output.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';
import { complain, say } from './output';
import { ROOT_DIR } from './runtime';

export async function buildWeb(outDir: string): Promise<void> {
  const { scripts } = JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const command = scripts['build:web']!;
  say(`> ${command}`);
  const child = spawn(command, {
    cwd: ROOT_DIR,
    shell: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // What `npm run` would add, and Vite's colours when a person reads the output.
      PATH: [join(ROOT_DIR, 'node_modules/.bin'), process.env.PATH].join(delimiter),
      WEB_DIST_DIR: outDir,
      ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
    },
  });
  createInterface({ input: child.stdout! }).on('line', say);
  createInterface({ input: child.stderr! }).on('line', complain);
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('close', done);
  });
  if (code !== 0) throw new Error(`The web app did not build (\`npm run build:web\` ended with code ${code}).`);
}
