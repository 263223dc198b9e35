// Page cursors: the last evaluated key of a Query, as opaque base64url JSON. A cursor comes back
// from the caller, so it is checked before DynamoDB sees it: exactly the key attributes of the
// table or index the query reads, non-empty strings within DynamoDB's key sizes, the partition
// the query reads, and a sort key inside its begins_with range. Anything else, whether forged,
// truncated, issued for another list or for another user, is an InvalidCursorError (400), never a
// DynamoDB ValidationException (500) and never a read of another partition.
import { InvalidCursorError } from './errors';
import { tableDefinition } from '../table-definition';

type Item = Record<string, unknown>;

/** What a start key must match to continue one particular query. */
export interface CursorScope {
  /** The global secondary index the query reads; undefined for the table itself. */
  readonly indexName?: string;
  /** The partition key attribute and the value the query reads. */
  readonly partition: Readonly<Record<string, string>>;
  /** The prefix the query's sort key condition requires (`begins_with`), if any. */
  readonly sortKeyPrefix?: string;
}

// DynamoDB's limits on key values, in UTF-8 bytes.
const MAX_PARTITION_KEY_BYTES = 2048;
const MAX_SORT_KEY_BYTES = 1024;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function encodeCursor(lastKey: Item | undefined): string | null {
  return lastKey ? Buffer.from(JSON.stringify(lastKey), 'utf8').toString('base64url') : null;
}

/** The start key inside a cursor, checked against the query it continues (see the file comment). */
export function decodeCursor(cursor: string | null | undefined, scope: CursorScope): Item | undefined {
  if (!cursor) return undefined;
  const parsed = parseCursor(cursor);
  const { partitionKey, sortKey, attributes } = keySchema(scope.indexName);
  const names = Object.keys(parsed);
  if (names.length !== attributes.size || !names.every((name) => attributes.has(name))) throw new InvalidCursorError();
  for (const name of names) {
    const value = parsed[name];
    const limit = name === partitionKey || name === tableDefinition.partitionKey.name ? MAX_PARTITION_KEY_BYTES : MAX_SORT_KEY_BYTES;
    if (typeof value !== 'string' || value === '' || Buffer.byteLength(value, 'utf8') > limit) throw new InvalidCursorError();
  }
  for (const [name, value] of Object.entries(scope.partition)) {
    if (parsed[name] !== value) throw new InvalidCursorError();
  }
  if (scope.sortKeyPrefix !== undefined && !(parsed[sortKey] as string).startsWith(scope.sortKeyPrefix)) throw new InvalidCursorError();
  return parsed;
}

function parseCursor(cursor: string): Item {
  // Buffer.from(..., 'base64url') skips characters it does not know; refuse them instead.
  if (!BASE64URL.test(cursor) || cursor.length % 4 === 1) throw new InvalidCursorError();
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(cursor, 'base64url')));
  } catch {
    throw new InvalidCursorError();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new InvalidCursorError();
  return parsed as Item;
}

/** The key attributes of a start key: the table's keys, plus the index's when reading one. */
function keySchema(indexName: string | undefined) {
  const table = [tableDefinition.partitionKey.name, tableDefinition.sortKey.name];
  if (indexName === undefined) return { partitionKey: table[0]!, sortKey: table[1]!, attributes: new Set(table) };
  const index = tableDefinition.globalSecondaryIndexes.find((candidate) => candidate.indexName === indexName);
  if (!index) throw new Error(`No index named ${indexName} in the table definition`);
  return {
    partitionKey: index.partitionKey.name,
    sortKey: index.sortKey.name,
    attributes: new Set([...table, index.partitionKey.name, index.sortKey.name]),
  };
}

/**
 * The scope of a Query built by this layer: its index, the partition given, and the prefix of a
 * `begins_with(<sort key>, :value)` key condition. Other sort-key conditions are not used here; a
 * query that needs one states its scope to decodeCursor itself.
 */
export function cursorScopeOf(
  input: { IndexName?: string; KeyConditionExpression?: string; ExpressionAttributeValues?: Record<string, unknown> },
  partition: Readonly<Record<string, string>>,
): CursorScope {
  const { sortKey } = keySchema(input.IndexName);
  const beginsWith = new RegExp(`begins_with\\(\\s*${sortKey}\\s*,\\s*(:\\w+)\\s*\\)`).exec(input.KeyConditionExpression ?? '');
  const prefix = beginsWith ? input.ExpressionAttributeValues?.[beginsWith[1]!] : undefined;
  if (beginsWith && typeof prefix !== 'string') throw new Error(`The key condition's ${beginsWith[1]} is not a string`);
  return { indexName: input.IndexName, partition, ...(typeof prefix === 'string' ? { sortKeyPrefix: prefix } : {}) };
}
