import { existsSync } from 'node:fs';

const first = (candidates) => candidates.find((path) => path && existsSync(path)) ?? null;

/** A full Chromium (what the benches and Lighthouse run): CHROMIUM_PATH, or Debian's package. */
export function chromiumPath() {
  return first([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH, else Chromium's headless shell (Debian's
 * chromium-headless-shell: the same Blink and V8, built for automation, the build Playwright runs
 * headless tests on by default), else the full Chromium. The shell spent less than half the full
 * browser's CPU on the same journeys (docs/testing.md).
 */
export function testChromiumPath() {
  return first([process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell']) ?? chromiumPath();
}

/** Flags for a closed network: no background calls home, no sandbox as root in CI. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
