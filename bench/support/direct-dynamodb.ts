// The database's own ceiling: one command sent straight to DynamoDB Local by N workers for a fixed
// time, with the SDK client configured as the handlers' (core/data/plumbing/client.ts), figures in the
// shape of measureLoad's.
import type { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClientFor } from '../../core/data/plumbing/client';
import type { LoadFigures } from './load';

export async function directLoad(endpoint: string, command: GetCommand | QueryCommand, options: { connections: number; durationS: number }): Promise<LoadFigures> {
  const db = documentClientFor({ region: 'us-east-1', endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() - started < options.durationS * 1000) {
        const t = performance.now();
        try {
          await db.send(command as QueryCommand);
          latencies.push(performance.now() - t);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  db.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  return { requestsPerSecond: Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99), errors, non2xx: 0 };
}

/** `a / b` as a percentage with one decimal. */
export const percent = (a: number, b: number): string => `${((a / b) * 100).toFixed(1)}%`;

/** One line per budget, and whether it holds. */
export function budget(label: string, holds: boolean, detail: string): boolean {
  console.log(`${holds ? 'PASS' : 'FAIL'} ${label}: ${detail}`);
  return holds;
}
