// A closed terminal: the runtime's stdout and stderr go away while it runs. It keeps serving, and
// writing a log line per request into the closed pipes must not make it spin. (Only stdout
// closing, `npm start | head -n 1`, is checked through npm itself in npm-scripts.test.ts.)
// The runtime must log at info level, so that every request writes a line.
import { describe, expect, it } from 'vitest';
import type { TestRuntime } from '../../support/runtime';
import { coresWhileServing, cpuSeconds, waitForHealth } from '../support/processes';

export function outputClosedChecks(current: () => TestRuntime): void {
  describe('when its output goes away (a closed terminal)', () => {
    it('keeps serving without spinning when stdout and stderr close', async () => {
      const { url, process: child } = current();
      child.stdout!.destroy();
      child.stderr!.destroy();

      expect(await waitForHealth(url, 60_000)).toBe(200);
      // A spinning runtime uses a whole core (~1 s per second); a healthy one a small fraction.
      expect(await coresWhileServing(url, () => cpuSeconds(child.pid!))).toBeLessThan(0.5);
    });
  });
}
