// Bringing one item written before personal data was sealed up to date: its personal values sealed
// (the document client's middleware does it on the way in) and, where a key named a person in the
// clear, the key changed to the person's pseudonym. Each write holds only while the item is exactly
// as it was read, so a migration running beside live traffic loses no change; a step may run twice.
import { isSealed } from '../personal-data/sealing';
import { SEALED_TYPES } from '../personal-data/sealed-types';
import { tableName } from '../plumbing/client';
import type { Item } from '../plumbing/items';
import type { Key } from '../plumbing/key-parts';
import { TransactionCancelled, transactWrite, type NamedItems } from '../plumbing/transact';

/** Whether any personal value the item's type declares is still in the clear. */
export function holdsClearPersonalData(item: Item): boolean {
  for (const group of SEALED_TYPES[String(item.type)] ?? []) {
    if (!group.subject(item)) continue;
    for (const path of group.paths) {
      const [name, inner] = path.split('.') as [string, string | undefined];
      const value = inner === undefined ? item[name] : (item[name] as Record<string, unknown> | undefined)?.[inner];
      if (value !== null && value !== undefined && !isSealed(value)) return true;
    }
  }
  return false;
}

/** A condition that every attribute of `item` still has the value read (the item unchanged). */
function unchanged(item: Item): { ConditionExpression: string; ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues: Record<string, unknown> } {
  const entries = Object.entries(item);
  return {
    ConditionExpression: entries.map((_, i) => `#u${i} = :u${i}`).join(' AND '),
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#u${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:u${i}`, value])),
  };
}

const keyOf = (item: Item): Key => ({ pk: String(item.pk), sk: String(item.sk) });

/**
 * Writes `rewritten` in place of `item` (sealed on the way in; under new keys when they differ),
 * only if `item` is unchanged. False when it changed meanwhile: the change brought it up to date,
 * or the next run of the step finds it again.
 */
export async function reseal(item: Item, rewritten: Item = item): Promise<boolean> {
  const moved = rewritten.pk !== item.pk || rewritten.sk !== item.sk;
  const items: NamedItems = moved
    ? {
        old: { Delete: { TableName: tableName(), Key: keyOf(item), ...unchanged(item) } },
        new: { Put: { TableName: tableName(), Item: rewritten, ConditionExpression: 'attribute_not_exists(pk)' } },
      }
    : { item: { Put: { TableName: tableName(), Item: rewritten, ...unchanged(item) } } };
  try {
    await transactWrite(items);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelled) return false;
    throw error;
  }
}
