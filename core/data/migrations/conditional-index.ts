// Writes index items for an entity only while the entity is still as it was read: the index items
// and a ConditionCheck on the entity in one transaction. If the entity changed meanwhile, its own
// write brought its index up to date, or this one reads it again and retries; so a migration
// running beside live traffic never leaves an index entry for a name or title that is gone.
import type { Key } from '../plumbing/key-parts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { openItem } from '../personal-data/sealed-items';
import { storedDb, tableName } from '../plumbing/client';
import type { Item } from '../plumbing/items';
import { sleep, TransactionCancelled, TransactionContention, transactWrite, type NamedItems } from '../plumbing/transact';

const ATTEMPTS = 5;

export interface IndexPlan {
  /** The attributes the index items were computed from, with the values read. */
  readonly readValues: Readonly<Record<string, string>>;
  readonly items: NamedItems;
}

/**
 * Reads the entity at `key`, asks `plan` for its index items, and writes them on the
 * condition that the attributes they came from are unchanged. Returns whether anything was written.
 */
export async function writeIndexWhileUnchanged(key: Key, plan: (item: Item) => IndexPlan | null): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    // Read once, as stored: the condition compares what is stored (a personal value is sealed
    // there, core/data/personal-data), the plan works from the same read, opened.
    const stored = (await storedDb().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
    if (!stored) return false;
    const planned = plan(await openItem(stored));
    if (!planned || Object.keys(planned.items).length === 0) return false;
    const entries = Object.keys(planned.readValues).map((name) => [name, stored[name]] as const);
    const names = Object.fromEntries(entries.map(([name], i) => [`#a${i}`, name]));
    const values = Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value]));
    try {
      await transactWrite({
        entity: {
          ConditionCheck: {
            TableName: tableName(),
            Key: key,
            ConditionExpression: ['attribute_exists(pk)', ...entries.map((_, i) => `#a${i} = :v${i}`)].join(' AND '),
            ...(entries.length > 0 ? { ExpressionAttributeNames: names, ExpressionAttributeValues: values } : {}),
          },
        },
        ...planned.items,
      });
      return true;
    } catch (error) {
      const retry = (error instanceof TransactionCancelled && error.failed('entity')) || error instanceof TransactionContention;
      if (!retry || attempt >= ATTEMPTS) throw error;
      await sleep(20 * 2 ** attempt);
    }
  }
}
