// Shared by the moderation tests: a private runtime with an owner, an admin and the local inbox,
// a way to read the runtime's admin log, and requests from another client address.
import { request } from 'node:http';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../core/data/plumbing/client';
import { utcDay } from '../../../core/data/plumbing/key-parts';
import { reportKeys as keys } from '../../../core/data/content-reports/keys';
import { grantAdmin } from '../../../core/data/roles/user-roles';
import { listAdminLog } from '../../../core/data/admin-log/admin-log';
import type { AdminLogEntry } from '../../../domain/api/admin/admin-log';

export const makeAdmin = (userId: string) => grantAdmin({ userId, grantedBy: null });

/** The newest admin-log entries. */
export async function adminLog(limit = 20): Promise<AdminLogEntry[]> {
  return (await listAdminLog({ limit })).items;
}

/**
 * POSTs JSON to the runtime from another client address: all of 127.0.0.0/8 is loopback on Linux,
 * and the local gateway takes the client's address from the connection, as API Gateway does.
 */
export function postFrom(runtimeUrl: string, address: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const url = new URL(path, runtimeUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress: address, headers: { ...headers, 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as unknown }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Today's report counter of a reporter address, as stored (undefined: none counted). */
export async function reportCounterOf(email: string): Promise<Record<string, unknown> | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.reportCounter(email, utcDay(new Date())), ConsistentRead: true }));
  return result.Item;
}
