// The local stand-in for the table stream's event source mappings: tails DynamoDB Local's stream
// once and calls each consumer's handler (the realtime notifier of lambdas/realtime-routes.ts, the
// image invalidator, `edgeInvalidator` of lambdas/routes.ts) with a DynamoDBStreamEvent, as Lambda would:
// one call per shard and read (at most the consumer's `batchSize` records), only records whose item
// type the consumer follows (its mapping's filter), a failed call retried `retryAttempts` times,
// and one consumer's failure never holds up another's. The cloud waits up to its batching window
// to fill a batch; here each poll is a batch.
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue as LambdaAttributeValue, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { LambdaFunction, Invoke } from './lambda-invoke';

/**
 * How often the stream is read: four times a second, Lambda's base rate for a DynamoDB stream's
 * shards (https://docs.aws.amazon.com/lambda/latest/dg/with-ddb.html), so a change reaches the
 * owner's screen about as late as in the cloud. Each read costs the runtime and DynamoDB Local a
 * little CPU even when idle (at every 75 ms, 3-4 % of a core each).
 */
const POLL_MS = 250;
const RESCAN_SHARDS_MS = 5_000;

export interface StreamNotifier {
  stop(): Promise<void>;
}

export interface StreamConsumer extends LambdaFunction {
  /** Item types whose records reach the function (the event source mapping's filter). */
  readonly itemTypes: readonly string[];
  readonly stream: { readonly batchSize: number; readonly retryAttempts: number };
}

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/** Lambda hands binary attributes over base64-encoded; the SDK returns them as bytes. */
function toLambdaValue(value: AttributeValue): LambdaAttributeValue {
  if (value.B) return { B: Buffer.from(value.B).toString('base64') };
  if (value.BS) return { BS: value.BS.map((bytes) => Buffer.from(bytes).toString('base64')) };
  if (value.M) return { M: toLambdaImage(value.M) };
  if (value.L) return { L: value.L.map(toLambdaValue) };
  return value as LambdaAttributeValue;
}

function toLambdaImage(image: Record<string, AttributeValue>): Record<string, LambdaAttributeValue> {
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, toLambdaValue(value)]));
}

/** A stream record as the DynamoDB event source hands it to Lambda. */
export function toLambdaRecord(record: StreamRecord, streamArn: string): DynamoDBRecord {
  const { dynamodb } = record;
  const created = dynamodb?.ApproximateCreationDateTime;
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: record.eventSource,
    awsRegion: record.awsRegion,
    dynamodb: dynamodb && {
      ...(created ? { ApproximateCreationDateTime: Math.floor(new Date(created).getTime() / 1000) } : {}),
      ...(dynamodb.Keys ? { Keys: toLambdaImage(dynamodb.Keys) } : {}),
      ...(dynamodb.NewImage ? { NewImage: toLambdaImage(dynamodb.NewImage) } : {}),
      ...(dynamodb.OldImage ? { OldImage: toLambdaImage(dynamodb.OldImage) } : {}),
      SequenceNumber: dynamodb.SequenceNumber,
      SizeBytes: dynamodb.SizeBytes,
      StreamViewType: dynamodb.StreamViewType,
    },
    eventSourceARN: streamArn,
  } as DynamoDBRecord;
}

export async function startStreamNotifier(options: {
  endpoint: string;
  tableName: string;
  consumers: readonly StreamConsumer[];
  invoke: Invoke;
  onError: (error: unknown) => void;
}): Promise<StreamNotifier> {
  const { consumers, invoke } = options;
  const dynamo = new DynamoDBClient({ endpoint: options.endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
  dynamo.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`The table ${options.tableName} has no stream`);
  const streams = new DynamoDBStreamsClient({ endpoint: options.endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
  const follows = (consumer: StreamConsumer) => (record: StreamRecord) =>
    [record.dynamodb?.NewImage, record.dynamodb?.OldImage].some((image) => image?.type?.S !== undefined && consumer.itemTypes.includes(image.type.S));
  const readLimit = Math.max(...consumers.map((consumer) => consumer.stream.batchSize));

  const iterators = new Map<string, string | undefined>();
  let stopped = false;
  /** Ends the wait between two reads at once: a stop need not wait out the poll. */
  let wake = () => {};
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

  const deliver = async (consumer: StreamConsumer, event: DynamoDBStreamEvent) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await invoke(consumer, event);
        return;
      } catch (error) {
        if (attempt >= consumer.stream.retryAttempts) throw error;
      }
    }
  };

  const pollOnce = async () => {
    if (Date.now() - lastShardScan > RESCAN_SHARDS_MS) await scanShards(false);
    for (const [shardId, iterator] of iterators) {
      if (!iterator) continue;
      const { Records = [], NextShardIterator } = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: readLimit }));
      iterators.set(shardId, NextShardIterator);
      for (const consumer of consumers) {
        const records = Records.filter(follows(consumer)).map((record) => toLambdaRecord(record, streamArn));
        for (let start = 0; start < records.length; start += consumer.stream.batchSize) {
          await deliver(consumer, { Records: records.slice(start, start + consumer.stream.batchSize) }).catch((error: unknown) => options.onError(error));
        }
      }
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
      if (stopped) break;
      await new Promise<void>((done) => {
        const timer = setTimeout(done, POLL_MS);
        wake = () => {
          clearTimeout(timer);
          done();
        };
      });
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      wake();
      await loop;
      streams.destroy();
    },
  };
}
