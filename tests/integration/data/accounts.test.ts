// LinkedIn tokens, admin roles, validator profiles, and the table itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../core/clock';
import { db, tableName } from '../../../core/data/plumbing/client';
import { ensureTable } from '../../../core/data/plumbing/create-table';
import { AlreadyExistsError, ConflictError, NotFoundError } from '../../../core/data/plumbing/errors';
import { withRetry } from '../../../core/data/plumbing/retry';
import { TransactionCancelled, TransactionContention, transactWrite } from '../../../core/data/plumbing/transact';
import { deleteLinkedinToken, getLinkedinToken, putLinkedinToken } from '../../../core/data/linkedin/linkedin-tokens';
import { createProfile } from '../../../core/data/profiles/profiles';
import { getAdminRole, grantAdmin, isAdmin, LastAdminError, listAdmins, revokeAdmin } from '../../../core/data/roles/user-roles';
import { getValidatorProfile, upsertValidatorProfile } from '../../../core/data/validator-profiles/validator-profiles';
import { startTestTable, type TestTable } from '../../support/dynamodb';
import { makeProfile } from '../../support/factories/profile';
import { uid } from '../../support/factories/uid';
import { settle, tick } from './fixtures';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable('accounts');
});
afterAll(async () => {
  await table?.stop();
});

const DAY = 24 * 60 * 60 * 1000;

describe('linkedin tokens', () => {
  it('upserts a marketing token and reads it while it is valid', async () => {
    const userId = uid();
    const token = { userId, accessToken: 'enc:v1', kind: 'marketing' as const, scope: 'openid w_member_social', expiresAt: new Date(clock.now().getTime() + 60 * DAY).toISOString(), personId: 'p-1' };
    await putLinkedinToken(token);
    expect(await getLinkedinToken(userId)).toEqual(token);
    await putLinkedinToken({ ...token, accessToken: 'enc:v2' });
    expect((await getLinkedinToken(userId, 'marketing'))?.accessToken).toBe('enc:v2');
    expect(await getLinkedinToken(uid())).toBeNull();
  });

  it('ignores an expired token', async () => {
    const userId = uid();
    await putLinkedinToken({ userId, accessToken: 'enc:old', kind: 'marketing', scope: 'openid', expiresAt: new Date(clock.now().getTime() - 1000).toISOString(), personId: 'p-2' });
    expect(await getLinkedinToken(userId)).toBeNull();
    const stored = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: `USER#${userId}`, sk: 'LINKEDIN_TOKEN#marketing' } }));
    expect(stored.Item?.accessToken).toBe('enc:old');
  });

  it('deletes a token', async () => {
    const userId = uid();
    await putLinkedinToken({ userId, accessToken: 'enc', kind: 'marketing', scope: '', expiresAt: new Date(clock.now().getTime() + DAY).toISOString(), personId: 'p' });
    expect(await deleteLinkedinToken(userId)).toBe(true);
    expect(await getLinkedinToken(userId)).toBeNull();
    expect(await deleteLinkedinToken(userId)).toBe(false);
  });
});

describe('admin roles', () => {
  it('grants, checks and revokes admin', async () => {
    const keeper = makeProfile();
    await createProfile(keeper);
    await grantAdmin({ userId: keeper.id, grantedBy: null });
    const user = makeProfile();
    await createProfile(user);
    expect(await isAdmin(user.id)).toBe(false);
    const role = await grantAdmin({ userId: user.id, grantedBy: null });
    expect(role).toMatchObject({ userId: user.id, role: 'admin', grantedBy: null });
    expect(await isAdmin(user.id)).toBe(true);
    expect(await getAdminRole(user.id)).toEqual(role);
    expect(await revokeAdmin(user.id)).toBe(true);
    expect(await isAdmin(user.id)).toBe(false);
    expect(await revokeAdmin(user.id)).toBe(false);
  });

  it('refuses a second grant with a typed conflict, even when grants race', async () => {
    const user = makeProfile();
    await createProfile(user);
    await grantAdmin({ userId: user.id, grantedBy: null });
    await expect(grantAdmin({ userId: user.id, grantedBy: uid() })).rejects.toMatchObject({ code: 'ALREADY_EXISTS', what: 'admin' });

    const other = makeProfile();
    await createProfile(other);
    const { ok, errors } = await settle(Array.from({ length: 10 }, () => grantAdmin({ userId: other.id, grantedBy: user.id })));
    expect(ok).toHaveLength(1);
    expect(errors).toHaveLength(9);
    for (const error of errors) expect(error).toBeInstanceOf(AlreadyExistsError);
  });

  it('refuses to grant admin to a user without a profile', async () => {
    await expect(grantAdmin({ userId: uid(), grantedBy: null })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lists admins newest granted first with their profile essentials', async () => {
    const before = (await listAdmins({ limit: 100 })).items.length;
    const people = [makeProfile({ displayName: 'First Admin' }), makeProfile({ displayName: 'Second Admin', avatarUrl: 'https://img.example/2.png' })];
    for (const person of people) {
      await createProfile(person);
      await grantAdmin({ userId: person.id, grantedBy: null, grantedAt: tick() });
    }
    const page = await listAdmins({ limit: 2 });
    expect(page.items.map((row) => row.userId)).toEqual([people[1]?.id, people[0]?.id]);
    expect(page.items[0]?.profile).toEqual({ displayName: 'Second Admin', username: people[1]?.username, avatarUrl: 'https://img.example/2.png' });
    expect(page.items[0]).not.toHaveProperty('gsi1pk');
    const all = await listAdmins({ limit: 100 });
    expect(all.items).toHaveLength(before + 2);
    await revokeAdmin(people[1]!.id);
    expect((await listAdmins({ limit: 1 })).items[0]?.userId).toBe(people[0]?.id);
  });

  it('never revokes the last admin, even when the last two revoke each other at once', async () => {
    // Revoke everyone but two, then race the two revokes.
    const others = (await listAdmins({ limit: 100 })).items;
    const pair = [makeProfile(), makeProfile()];
    for (const person of pair) {
      await createProfile(person);
      await grantAdmin({ userId: person.id, grantedBy: null });
    }
    for (const row of others) await revokeAdmin(row.userId);
    const { ok, errors } = await settle(pair.map((person) => revokeAdmin(person.id)));
    expect(ok).toHaveLength(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(LastAdminError);
    expect((await listAdmins({ limit: 100 })).items).toHaveLength(1);
  });
});

describe('validator profiles', () => {
  it('upserts by e-mail, case-insensitively', async () => {
    await upsertValidatorProfile({ email: 'Boss@Acme.com', linkedinProfileId: null, displayName: 'LinkedIn User', avatarUrl: null, domainVerified: false });
    await upsertValidatorProfile({ email: 'boss@acme.com', linkedinProfileId: 'li-9', displayName: 'Big Boss', avatarUrl: null, domainVerified: true });
    expect(await getValidatorProfile('BOSS@acme.com')).toEqual({ email: 'boss@acme.com', linkedinProfileId: 'li-9', displayName: 'Big Boss', avatarUrl: null, domainVerified: true });
    expect(await getValidatorProfile('nobody@acme.com')).toBeNull();
  });
});

describe('transactions', () => {
  const cancelled = (...codes: string[]) => Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });
  const put = (pk: string) => ({ Put: { TableName: tableName(), Item: { pk, sk: 'ME' } } });
  const quick = { useCase: 'test', attempts: 3, baseMs: 1, capMs: 2 };

  it('names the item whose condition failed, whatever its position', async () => {
    const send = vi.spyOn(db(), 'send');
    try {
      send.mockRejectedValueOnce(cancelled('None', 'None', 'ConditionalCheckFailed'));
      const error = await transactWrite({ request: put('A'), skipped: null, validation: put('B'), claim: put('C') }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TransactionCancelled);
      expect((error as TransactionCancelled).failed('claim')).toBe(true);
      expect((error as TransactionCancelled).failed('request')).toBe(false);
      expect((error as TransactionCancelled).failed('validation')).toBe(false);
      expect((error as TransactionCancelled).message).toBe('Transaction cancelled: claim ConditionalCheckFailed');
    } finally {
      send.mockRestore();
    }
  });

  it('makes one call and reports contention; the use case’s policy retries it (DynamoDB Local never raises one; AWS does)', async () => {
    const send = vi.spyOn(db(), 'send');
    send.mockRejectedValueOnce(cancelled('TransactionConflict')).mockRejectedValueOnce(cancelled('TransactionConflict'));
    try {
      await expect(transactWrite({ item: put('RETRY') })).rejects.toBeInstanceOf(TransactionContention);
      expect(send).toHaveBeenCalledTimes(1);
      await withRetry(quick, () => transactWrite({ item: put('RETRY') }));
      expect(send).toHaveBeenCalledTimes(3);
    } finally {
      send.mockRestore();
    }
    expect((await db().send(new GetCommand({ TableName: tableName(), Key: { pk: 'RETRY', sk: 'ME' } }))).Item).toBeDefined();
  });

  it('gives up on endless contention after the policy’s attempts, with a ConflictError naming the use case', async () => {
    const send = vi.spyOn(db(), 'send');
    try {
      send.mockRejectedValue(cancelled('TransactionConflict'));
      const error = await withRetry(quick, () => transactWrite({ item: put('A') })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConflictError);
      expect((error as Error).message).toBe('Too many concurrent writes to test; try again');
      expect(send).toHaveBeenCalledTimes(3);
    } finally {
      send.mockRestore();
    }
  });
});

describe('the table', () => {
  it('has both indexes projecting all attributes, a stream and TTL on `ttl`', async () => {
    const client = new DynamoDBClient({ endpoint: table.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: table.tableName }));
      expect(Table?.TableStatus).toBe('ACTIVE');
      expect(Table?.GlobalSecondaryIndexes?.map((index) => [index.IndexName, index.Projection?.ProjectionType]).sort()).toEqual([['gsi1', 'ALL'], ['gsi2', 'ALL']]);
      expect(Table?.StreamSpecification).toMatchObject({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
      const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: table.tableName }));
      expect(ttl.TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'ttl' });
    } finally {
      client.destroy();
    }
  });

  it('ensureTable is idempotent and keeps the data', async () => {
    await db().send(new PutCommand({ TableName: tableName(), Item: { pk: 'KEEP', sk: 'ME', value: 42 } }));
    await ensureTable(db(), tableName());
    await ensureTable(db(), tableName());
    const kept = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: 'KEEP', sk: 'ME' } }));
    expect(kept.Item?.value).toBe(42);
  });

  it('the data layer never scans (no Scan command in core/data)', () => {
    const dir = fileURLToPath(new URL('../../../core/data/', import.meta.url));
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const source = readFileSync(join(dir, file), 'utf8');
      expect(source, file).not.toMatch(/\b(ScanCommand|ParallelScan|ExecuteStatementCommand|BatchExecuteStatementCommand|paginateScan)\b/);
    }
  });
});
