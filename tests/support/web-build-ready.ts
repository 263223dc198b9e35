// A setup file of the tiers that serve the built web app (the handler and runtime tiers). `npm
// test` starts Vitest while it builds the app, and writes the build's outcome to the file named by
// PROVENLY_WEB_BUILD_STATUS (tests/run-all.mjs): a file of these tiers waits for it. Run on its own,
// Vitest serves whatever dist/ holds, as before.
import { existsSync, readFileSync } from 'node:fs';

const statusFile = process.env.PROVENLY_WEB_BUILD_STATUS;
const WAIT_MS = 300_000;

if (statusFile) {
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(statusFile)) {
    if (Date.now() > deadline) throw new Error(`The web build did not end within ${WAIT_MS / 1000} s (${statusFile})`);
    await new Promise((done) => setTimeout(done, 200));
  }
  const { ok } = JSON.parse(readFileSync(statusFile, 'utf8')) as { ok: boolean };
  if (!ok) throw new Error('The web build failed (see its stage above): the handler and runtime tiers serve the built app.');
}
