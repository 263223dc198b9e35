// Shared item plumbing: turning stored items back into entities, paged queries with opaque
// cursors (checked in cursors.ts), and batched reads and deletes. Every read here is a key lookup or a
// bounded Query: there is no Scan anywhere in core/data.
import { BatchGetCommand, BatchWriteCommand, QueryCommand, type BatchWriteCommandInput, type BatchWriteCommandOutput, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { cursorScopeOf, decodeCursor, encodeCursor } from './cursors';
import { KEY_ATTRIBUTES, type Key } from './key-parts';
import { sleep } from './transact';

export type Item = Record<string, unknown>;

/** Attributes that exist for the table's sake and never reach a caller. */
const STORAGE_ATTRIBUTES: ReadonlySet<string> = new Set([...KEY_ATTRIBUTES, 'type', 'ttl', 'version']);

/** The entity inside a stored item: keys, `type`, `ttl`, `version` and `internal` removed. */
export function fromItem<T>(item: Item, internal: readonly string[] = []): T {
  const entity: Item = {};
  for (const name in item) {
    if (!STORAGE_ATTRIBUTES.has(name) && (internal.length === 0 || !internal.includes(name))) entity[name] = item[name];
  }
  return entity as T;
}

export interface PageOptions {
  /** Items per page: default 20, at most 100. */
  readonly limit?: number;
  /** The `cursor` of the previous page; omit for the first page. */
  readonly cursor?: string | null;
}

export interface Page<T> {
  readonly items: T[];
  /** Pass back to get the next page; null when there is none. */
  readonly cursor: string | null;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export function pageLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(limit)));
}

/** The key attributes of an item, as a start key for the page after it. */
export function keyOf(item: Item, attributes: readonly string[]): Item {
  return Object.fromEntries(attributes.map((name) => [name, item[name]]));
}

export type QueryInput = Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>;

/** One page of a Query. `partition` is the key condition's partition attribute and value. */
export async function queryPage<T>(
  input: QueryInput,
  partition: Record<string, string>,
  options: PageOptions,
  map: (item: Item) => T,
): Promise<Page<T>> {
  const result = await db().send(
    new QueryCommand({
      ...input,
      TableName: tableName(),
      Limit: pageLimit(options.limit),
      ExclusiveStartKey: decodeCursor(options.cursor, cursorScopeOf(input, partition)),
    }),
  );
  return { items: (result.Items ?? []).map(map), cursor: encodeCursor(result.LastEvaluatedKey) };
}

/**
 * Every item of a Query, page by page, up to `max` items (a hard bound, never a scan); `client`
 * is storedDb() to read the items as stored, sealed values left sealed.
 */
export async function queryAll(input: QueryInput, max = 1_000, client: DynamoDBDocumentClient = db()): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const result = await client.send(
      new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey, Limit: Math.min(max - items.length, 500) }),
    );
    items.push(...(result.Items ?? []));
    startKey = result.LastEvaluatedKey;
  } while (startKey && items.length < max);
  return items;
}

/** Every item of a paged read, page after page, up to `max` items (a hard bound). */
export async function everyPage<T>(read: (options: PageOptions) => Promise<Page<T>>, max = 10_000): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<T> = await read({ limit: MAX_PAGE_SIZE, cursor });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor && items.length < max);
  return items.slice(0, max);
}

/** BatchGetItem over any number of keys (chunks of 100, unprocessed keys retried); order not kept. */
export async function batchGet(itemKeys: readonly Key[], projection?: readonly string[]): Promise<Item[]> {
  const unique = [...new Map(itemKeys.map((key) => [`${key.pk}\u0000${key.sk}`, key])).values()];
  const found: Item[] = [];
  const names = projection ? Object.fromEntries([...projection, 'pk', 'sk'].map((name, i) => [`#p${i}`, name])) : undefined;
  for (let start = 0; start < unique.length; start += 100) {
    let pending: Item[] | undefined = unique.slice(start, start + 100).map((key) => ({ pk: key.pk, sk: key.sk }));
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 0) await sleep(Math.min(500, 20 * 2 ** attempt));
      const result = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: pending,
              ...(names ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names } : {}),
            },
          },
        }),
      );
      found.push(...(result.Responses?.[tableName()] ?? []));
      pending = result.UnprocessedKeys?.[tableName()]?.Keys as Item[] | undefined;
      if (attempt > 8 && pending?.length) throw new Error('BatchGetItem kept returning unprocessed keys');
    }
  }
  return found;
}

/** BatchWriteItem deletes of any number of keys (chunks of 25, unprocessed ones retried); deleting what is gone is no error. */
export async function batchDelete(itemKeys: readonly Key[]): Promise<void> {
  const unique = [...new Map(itemKeys.map((key) => [`${key.pk}\u0000${key.sk}`, key])).values()];
  for (let start = 0; start < unique.length; start += 25) {
    let pending: NonNullable<BatchWriteCommandInput['RequestItems']>[string] | undefined = unique.slice(start, start + 25).map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } }));
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 0) await sleep(Math.min(500, 20 * 2 ** attempt));
      if (attempt > 8) throw new Error('BatchWriteItem kept returning unprocessed items');
      const result: BatchWriteCommandOutput = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = result.UnprocessedItems?.[tableName()];
    }
  }
}
