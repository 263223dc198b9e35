// DynamoDB Local killed under a running runtime: the runtime says so and heals itself.
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../../support/api-client';
import { proofContent } from '../../support/factories/proof-content';
import type { TestRuntime } from '../../support/runtime';
import { javaProcesses, pollHealth, sleep } from '../support/processes';

/** Whether /__local/status says DynamoDB Local is in `state` at some look within `timeoutMs`. */
async function stateSeen(url: string, state: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const seen = await fetch(`${url}/__local/status`).then((response) => response.json() as Promise<{ dynamoDbState: string }>, () => null);
    if (seen?.dynamoDbState === state) return true;
    await sleep(20);
  }
  return false;
}

export function dynamoDbOutageChecks(current: () => TestRuntime): void {
  describe('when DynamoDB Local dies', () => {
    it('restarts it on the same data, reports the outage on /api/health meanwhile, and takes writes again', async () => {
      const { url, dataDir } = current();
      const owner = await signedInClient(url, { name: 'Hana Healing', email: 'hana@example.com' });
      const before = await owner.request<{ id: string }>('POST', '/proofs', proofContent({ title: 'Written before the crash' }));
      expect(before.status).toBe(201);
      // DynamoDB Local has been seen to acknowledge a write a few milliseconds before it commits
      // it (README): give the write time to reach the disk before the hard kill.
      await sleep(1_000);
      expect((await fetch(`${url}/api/health`)).status).toBe(200); // a fresh success is trusted for 5 s

      const [java] = javaProcesses(dataDir);
      expect(java).toBeGreaterThan(0);
      process.kill(java!, 'SIGKILL');

      // Watched from the kill on: a quick restart can be over before a single look after the 503.
      const sawRestarting = stateSeen(url, 'restarting', 10_000);
      const outage = await pollHealth(url, (status) => status === 503, 10_000);
      expect(outage.at(-1)).toBe(503);
      expect(await sawRestarting).toBe(true);

      const recovery = await pollHealth(url, (code) => code === 200, 60_000);
      expect(recovery.at(-1)).toBe(200);
      const restarted = javaProcesses(dataDir);
      expect(restarted).toHaveLength(1);
      expect(restarted[0]).not.toBe(java);

      const after = await owner.request<{ id: string }>('POST', '/proofs', proofContent({ title: 'Written after the restart' }));
      expect(after.status).toBe(201);
      const mine = await owner.request<{ items: { title: string }[] }>('GET', '/proofs');
      expect(mine.body.items.map((proof) => proof.title).sort()).toEqual(['Written after the restart', 'Written before the crash']);
      const up = (await (await fetch(`${url}/__local/status`)).json()) as { dynamoDbState: string };
      expect(up.dynamoDbState).toBe('up');
    });
  });
}
