// The admin action log: gap-free under concurrent admins, written with the action or not at all,
// and tampering shows in its verification.
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashAdminLogEntry, listAdminLog, recordAdminAction, verifyAdminLog } from '../../../core/data/admin-log/admin-log';
import { db, tableName } from '../../../core/data/plumbing/client';
import { adminLogKeys } from '../../../core/data/admin-log/keys';
import { profileKeys } from '../../../core/data/profiles/keys';
import { TransactionCancelled } from '../../../core/data/plumbing/transact';
import { startTestTable, type TestTable } from '../../support/dynamodb';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable('admin-log');
});
afterAll(async () => {
  await table?.stop();
});

describe('admin action log', () => {
  it('chains entries: each holds the previous hash, and concurrent admins get distinct, gap-free numbers', async () => {
    const first = await recordAdminAction({ action: 'grant-admin', actor: 'configuration', target: 'user:u1', details: { email: 'a@example.com' } });
    expect(first).toMatchObject({ seq: 1, prevHash: '', actor: 'configuration', reason: null });
    expect(first.hash).toBe(hashAdminLogEntry(first));
    const many = await Promise.all(
      Array.from({ length: 8 }, (_, i) => recordAdminAction({ action: 'suspend-user', actor: 'admin-1', target: `user:s${i}`, reason: `spam ${i}` })),
    );
    expect(many.map((entry) => entry.seq).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const page = await listAdminLog({ limit: 3 });
    expect(page.items.map((entry) => entry.seq)).toEqual([9, 8, 7]);
    expect(page.items[0]?.prevHash).toBe(page.items[1]?.hash);
    const rest = await listAdminLog({ limit: 100, cursor: page.cursor });
    expect(rest.items.at(-1)?.seq).toBe(1);
    expect(await verifyAdminLog()).toEqual({ ok: true, length: 9 });
  });

  it('writes nothing when the action itself fails its condition', async () => {
    const before = await verifyAdminLog();
    const failing = recordAdminAction(
      { action: 'restore-user', actor: 'admin-1', target: 'user:missing' },
      { profile: { ConditionCheck: { TableName: tableName(), Key: profileKeys.profile('missing'), ConditionExpression: 'attribute_exists(pk)' } } },
    );
    await expect(failing).rejects.toBeInstanceOf(TransactionCancelled);
    expect(await verifyAdminLog()).toEqual(before);
  });

  it('reports the first entry whose content was changed after the fact', async () => {
    await recordAdminAction({ action: 'revoke-admin', actor: 'admin-1', target: 'user:u1', reason: 'left the team' });
    await db().send(
      new UpdateCommand({ TableName: tableName(), Key: adminLogKeys.adminLogEntry(4), UpdateExpression: 'SET reason = :r', ExpressionAttributeValues: { ':r': 'edited' } }),
    );
    expect(await verifyAdminLog()).toMatchObject({ ok: false, brokenAt: 4, reason: 'hash' });
    // A forged entry appended past the head is caught too.
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...adminLogKeys.adminLogEntry(99), seq: 99 } }));
    expect(await verifyAdminLog()).toMatchObject({ ok: false, brokenAt: 4 });
  });
});
