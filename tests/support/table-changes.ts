// What a runtime's table stream recorded: every item a request put, changed or deleted. A write
// that changes nothing leaves no record, as in DynamoDB (and DynamoDB Local), so "no record" is
// "the table is as it was". The security matrix and fuzzing read it around each refused request:
// one short stream read, where comparing the whole table read it twice.
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import { localClientSettings, tableClient, type RuntimeTable } from './table-snapshot';

/** An item's key: the table's partition and sort key. */
export interface ItemKey {
  readonly pk: string;
  readonly sk: string;
}

export interface TableChanges {
  /**
   * The items written since the last call (since the watch began, the first time), as
   * `INSERT|MODIFY|REMOVE pk sk`, leaving out those `except` accepts.
   */
  sinceLastRead(): Promise<string[]>;
  close(): void;
}

/** Watches `table` from now on; `except` names items a refusal is meant to write (an integrity signal). */
export async function tableChanges(table: RuntimeTable, except: (key: ItemKey) => boolean = () => false): Promise<TableChanges> {
  const dynamo = tableClient(table);
  const described = await dynamo.send(new DescribeTableCommand({ TableName: table.tableName })).finally(() => dynamo.destroy());
  const streamArn = described.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`The table ${table.tableName} has no stream`);
  const streams = new DynamoDBStreamsClient(localClientSettings(table.endpoint));
  /** Open shards and where to read them next; a shard that closes hands over to its children. */
  const iterators = new Map<string, string>();
  const done = new Set<string>();

  /** The shards there now: those of the start from now on, any later one from its first record. */
  const findShards = async (from: 'LATEST' | 'TRIM_HORIZON') => {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (!shard.ShardId || iterators.has(shard.ShardId) || done.has(shard.ShardId)) continue;
      const { ShardIterator } = await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard.ShardId, ShardIteratorType: from }));
      if (!ShardIterator) throw new Error(`No iterator for shard ${shard.ShardId} of ${table.tableName}'s stream`);
      iterators.set(shard.ShardId, ShardIterator);
    }
  };
  await findShards('LATEST');

  /** Reads one shard up to now; false when it closed (its children hold what follows). */
  const readShard = async (shardId: string, written: string[]): Promise<boolean> => {
    let iterator = iterators.get(shardId);
    while (iterator) {
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
      for (const record of page.Records ?? []) {
        const keys = record.dynamodb?.Keys;
        const key = { pk: keys?.pk?.S ?? '?', sk: keys?.sk?.S ?? '?' };
        if (!except(key)) written.push(`${record.eventName ?? '?'} ${key.pk} ${key.sk}`);
      }
      if (!page.NextShardIterator) {
        iterators.delete(shardId);
        done.add(shardId);
        return false;
      }
      iterators.set(shardId, page.NextShardIterator);
      iterator = page.Records?.length ? page.NextShardIterator : undefined;
    }
    return true;
  };

  return {
    async sinceLastRead() {
      const written: string[] = [];
      // A stream's shards follow one another: a new one opens as the one before it closes (its
      // parent), which reading the old one to its end shows, and that is when to look for it
      // (below). Describing the stream at every read cost a call per read. With no shard open yet
      // (a stream with nothing written so far), look every time.
      if (iterators.size === 0) await findShards('TRIM_HORIZON');
      for (;;) {
        let closed = false;
        for (const shardId of [...iterators.keys()]) if (!(await readShard(shardId, written))) closed = true;
        if (!closed) return written;
        await findShards('TRIM_HORIZON');
      }
    },
    close() {
      streams.destroy();
    },
  };
}

/**
 * Around each request of a test that sends many: `before()` reads what came since the last
 * request, and gives it back when that request was refused (it wrote after it answered);
 * `after(refused)` gives back what a refused request wrote. Both must be empty.
 */
export function refusalWatch(changes: TableChanges) {
  let lastRefused = false;
  return {
    async before(): Promise<string[]> {
      const since = await changes.sinceLastRead();
      return lastRefused ? since : [];
    },
    async after(refused: boolean): Promise<string[]> {
      lastRefused = refused;
      return refused ? changes.sinceLastRead() : [];
    },
  };
}
