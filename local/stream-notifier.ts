// The local stand-in for the table stream -> notifier Lambda: tails DynamoDB Local's stream and
// tells each affected owner's open /ws connections, with the cloud notifier's own filter and
// message, so the browser sees exactly what it would see in the cloud.
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { VALIDATION_UPDATES_MESSAGE } from '../lambdas/realtime/connections';
import { ownersToNotify } from '../lambdas/realtime/notifier';
import type { Realtime } from './realtime';

const POLL_MS = 150;
const RESCAN_SHARDS_MS = 5_000;

export interface StreamNotifier {
  stop(): Promise<void>;
}

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

export async function startStreamNotifier(options: {
  endpoint: string;
  tableName: string;
  realtime: Realtime;
  onError: (error: unknown) => void;
}): Promise<StreamNotifier> {
  const dynamo = new DynamoDBClient({ endpoint: options.endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
  dynamo.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`The table ${options.tableName} has no stream`);
  const streams = new DynamoDBStreamsClient({ endpoint: options.endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });

  const iterators = new Map<string, string | undefined>();
  let stopped = false;
  let lastShardScan = 0;

  /** New shards are read from their start; the shards present at start-up from now on. */
  const scanShards = async (firstScan: boolean) => {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (!shard.ShardId || iterators.has(shard.ShardId)) continue;
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard.ShardId, ShardIteratorType: firstScan ? 'LATEST' : 'TRIM_HORIZON' }),
      );
      iterators.set(shard.ShardId, ShardIterator);
    }
    lastShardScan = Date.now();
  };

  const pollOnce = async () => {
    if (Date.now() - lastShardScan > RESCAN_SHARDS_MS) await scanShards(false);
    for (const [shardId, iterator] of iterators) {
      if (!iterator) continue;
      const { Records = [], NextShardIterator } = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
      iterators.set(shardId, NextShardIterator);
      if (Records.length === 0) continue;
      const event = { Records: Records.map((record) => ({ dynamodb: record.dynamodb })) } as unknown as DynamoDBStreamEvent;
      for (const owner of ownersToNotify(event)) options.realtime.publish(owner, VALIDATION_UPDATES_MESSAGE);
    }
  };

  await scanShards(true);
  const loop = (async () => {
    while (!stopped) {
      try {
        await pollOnce();
      } catch (error) {
        if (!stopped) options.onError(error);
      }
      await new Promise((done) => setTimeout(done, POLL_MS));
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      await loop;
      streams.destroy();
    },
  };
}
