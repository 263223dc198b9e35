// Bringing one item written before personal data was sealed up to date. In place, an update seals
// each personal value still in the clear (and sets any new index attribute), on the condition that
// each still holds the value read: a concurrent change to anything else is kept, one to these
// makes the update fail, and the item is read again and sealed as it now stands. An item whose key named
// a person moves to the person's pseudonym: deleted only while unchanged, put only where nothing
// is. A step may run twice.
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isSealed, sealValue } from '../personal-data/sealing';
import { personalValues, type PersonalValue } from '../personal-data/sealed-items';
import { storedDb, tableName } from '../plumbing/client';
import type { Item } from '../plumbing/items';
import type { Key } from '../plumbing/key-parts';
import { isConditionFailed, TransactionCancelled, transactWrite } from '../plumbing/transact';

/** The personal values the item's type declares that are still in the clear, with whose they are. */
const clearValues = (item: Item): PersonalValue[] => personalValues(item).filter(({ value }) => !isSealed(value));

const keyOf = (item: Item): Key => ({ pk: String(item.pk), sk: String(item.sk) });

/** Attributes to set beside the sealing, worked out from the item as it stands. */
export type AlsoSet = (item: Item) => Readonly<Record<string, unknown>> | Promise<Readonly<Record<string, unknown>>>;

const ATTEMPTS = 5;

/**
 * Seals the item's clear personal values in place and sets what `alsoSet` gives (attributes it
 * lacked or had in an old form), each only while it still holds what was read. When something
 * changed meanwhile the item is read again and the update tried again (a few times): a step's
 * cursor moves on, so an item left now would be left for good. False when nothing was to do.
 */
export async function sealInPlace(item: Item, alsoSet: AlsoSet = () => ({})): Promise<boolean> {
  let current: Item | undefined = item;
  for (let attempt = 1; current; attempt++) {
    const outcome = await trySealing(current, await alsoSet(current));
    if (outcome !== 'changed') return outcome === 'written';
    if (attempt >= ATTEMPTS) throw new Error(`Item ${String(item.pk)} / ${String(item.sk)} kept changing while it was sealed`);
    current = (await storedDb().send(new GetCommand({ TableName: tableName(), Key: keyOf(item), ConsistentRead: true }))).Item;
  }
  return false;
}

async function trySealing(item: Item, alsoSet: Readonly<Record<string, unknown>>): Promise<'written' | 'nothing' | 'changed'> {
  const values = clearValues(item);
  const extra = Object.entries(alsoSet);
  if (values.length === 0 && extra.length === 0) return 'nothing';
  const names: Record<string, string> = {};
  const attributeValues: Record<string, unknown> = {};
  const sets: string[] = [];
  const conditions: string[] = ['attribute_exists(pk)'];
  const nameOf = (name: string) => {
    const placeholder = `#n${Object.keys(names).length}`;
    names[placeholder] = name;
    return placeholder;
  };
  for (const [index, { path, value, subject }] of values.entries()) {
    const target = path.map(nameOf).join('.');
    attributeValues[`:s${index}`] = await sealValue(subject, value);
    attributeValues[`:c${index}`] = value;
    sets.push(`${target} = :s${index}`);
    conditions.push(`${target} = :c${index}`);
  }
  for (const [index, [name, value]] of extra.entries()) {
    const target = nameOf(name);
    attributeValues[`:x${index}`] = value;
    sets.push(`${target} = :x${index}`);
    if (item[name] === undefined) conditions.push(`attribute_not_exists(${target})`);
    else {
      attributeValues[`:o${index}`] = item[name];
      conditions.push(`${target} = :o${index}`);
    }
  }
  try {
    // Stored as given: the values are sealed here, and the update must not be judged in the clear.
    await storedDb().send(
      new UpdateCommand({ TableName: tableName(), Key: keyOf(item), UpdateExpression: `SET ${sets.join(', ')}`, ConditionExpression: conditions.join(' AND '), ExpressionAttributeNames: names, ExpressionAttributeValues: attributeValues }),
    );
    return 'written';
  } catch (error) {
    if (isConditionFailed(error)) return 'changed';
    throw error;
  }
}

/**
 * Moves an item whose key named a person to `rewritten`'s key (sealed on the way in), while the
 * item is exactly as read. Where the new key is taken already (written since under the pseudonym),
 * the old item only goes. False when the item changed meanwhile.
 */
export async function moveItem(item: Item, rewritten: Item): Promise<boolean> {
  const entries = Object.entries(item);
  const unchanged = {
    ConditionExpression: entries.map((_, i) => `#u${i} = :u${i}`).join(' AND '),
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#u${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:u${i}`, value])),
  };
  try {
    await transactWrite({
      old: { Delete: { TableName: tableName(), Key: keyOf(item), ...unchanged } },
      new: { Put: { TableName: tableName(), Item: rewritten, ConditionExpression: 'attribute_not_exists(pk)' } },
    });
    return true;
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    if (!error.failed('new') || error.failed('old')) return false;
  }
  try {
    await storedDb().send(new DeleteCommand({ TableName: tableName(), Key: keyOf(item), ...unchanged }));
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

