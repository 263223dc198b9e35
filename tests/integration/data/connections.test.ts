// WebSocket connections in the table: saved under their user, listed per user (bounded, and
// never another user's), deleted idempotently, and expiring on their own.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../core/clock';
import { db, tableName } from '../../../core/data/plumbing/client';
import { CONNECTION_LIFETIME_S, deleteConnection, listConnections, MAX_CONNECTIONS_PER_USER, saveConnection } from '../../../core/data/connections/connections';
import { startTestTable, type TestTable } from '../../support/dynamodb';
import { uid } from '../../support/factories/uid';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable('connections');
});
afterAll(async () => {
  await table?.stop();
});

describe('connections', () => {
  it('saves a connection under its user, with a TTL past the 2-hour connection limit', async () => {
    const userId = uid();
    await saveConnection(userId, 'Ab+c/D12efg=');
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: `WSCONN#${userId}`, sk: 'CONN#Ab+c/D12efg=' } }));
    expect(Item).toMatchObject({ type: 'WebSocketConnection', userId, connectionId: 'Ab+c/D12efg=' });
    const lifetime = (Item!.ttl as number) - Math.floor(clock.now().getTime() / 1000);
    expect(lifetime).toBeGreaterThan(2 * 60 * 60);
    expect(lifetime).toBeLessThanOrEqual(CONNECTION_LIFETIME_S);
  });

  it("lists a user's connections and nobody else's", async () => {
    const [ana, ben] = [uid(), uid()];
    await Promise.all([saveConnection(ana, 'a1'), saveConnection(ana, 'a2'), saveConnection(ben, 'b1')]);
    expect((await listConnections(ana)).sort()).toEqual(['a1', 'a2']);
    expect(await listConnections(ben)).toEqual(['b1']);
    expect(await listConnections(uid())).toEqual([]);
  });

  it('lists at most MAX_CONNECTIONS_PER_USER connections', async () => {
    const userId = uid();
    await Promise.all(Array.from({ length: MAX_CONNECTIONS_PER_USER + 5 }, (_, i) => saveConnection(userId, `c${i}`)));
    expect(await listConnections(userId)).toHaveLength(MAX_CONNECTIONS_PER_USER);
  });

  it('deletes one connection, and deleting it again is no error', async () => {
    const userId = uid();
    await Promise.all([saveConnection(userId, 'keep'), saveConnection(userId, 'drop')]);
    await deleteConnection(userId, 'drop');
    await deleteConnection(userId, 'drop');
    expect(await listConnections(userId)).toEqual(['keep']);
  });
});
