// The audit trail: validation events are append-only and hash-chained per proof.
//
// Event n of a proof is stored at sk `EVENT#{n, zero-padded to 10}`; a head item (sk `EVENTHEAD`)
// holds the last sequence and hash. Appending is one transaction: put event n+1 (only if absent)
// and move the head from n to n+1 (only if it is still at n). Concurrent appends therefore get
// distinct, gap-free sequences; a loser re-reads the head and tries again. There is no update or
// delete of events anywhere in the code. Each event's hash is SHA-256 over the canonical JSON of
// all its fields, previousHash included, so changing, removing or reordering one is detectable.
import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ValidationEvent } from '../../../domain/entities';
import { db, tableName } from '../plumbing/client';
import { ConflictError } from '../plumbing/errors';
import { fromItem, type Item } from '../plumbing/items';
import { proofPartition } from '../plumbing/key-parts';
import { validationEventItemTypes, validationEventKeys } from './keys';
import { RETRY_POLICIES, withRetry } from '../plumbing/retry';
import { TransactionCancelled, transactWrite } from '../plumbing/transact';

export type NewValidationEvent = Omit<ValidationEvent, 'sequence' | 'previousHash' | 'hash'>;

/** JSON with object keys sorted at every level and undefined members dropped. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((entry) => canonicalJson(entry ?? null)).join(',')}]`;
  const members = Object.entries(value)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, member]) => `${JSON.stringify(name)}:${canonicalJson(member)}`);
  return `{${members.join(',')}}`;
}

/** The hash of an event: SHA-256 (hex) over the canonical JSON of every field except `hash`. */
export function hashEvent(event: Omit<ValidationEvent, 'hash'> & { hash?: string }): string {
  const { hash: _ignored, ...fields } = event;
  return createHash('sha256').update(canonicalJson(fields), 'utf8').digest('hex');
}

interface Head {
  readonly sequence: number;
  readonly hash: string;
}

async function readHead(recognitionId: string): Promise<Head> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: validationEventKeys.eventHead(recognitionId), ConsistentRead: true }));
  const item = result.Item;
  return item ? { sequence: Number(item.sequence), hash: String(item.hash) } : { sequence: 0, hash: '' };
}

/** Appends an event to its proof's chain and returns it with sequence, previousHash and hash. */
export async function appendValidationEvent(input: NewValidationEvent): Promise<ValidationEvent> {
  const T = tableName();
  return withRetry(RETRY_POLICIES.eventAppend, async () => {
    const head = await readHead(input.recognitionId);
    const unhashed = { ...input, sequence: head.sequence + 1, previousHash: head.hash };
    const event: ValidationEvent = { ...unhashed, hash: hashEvent(unhashed) };
    try {
      await transactWrite({
        event: {
          Put: {
            TableName: T,
            Item: { ...event, ...validationEventKeys.validationEvent(event.recognitionId, event.sequence), type: validationEventItemTypes.validationEvent },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        head: {
          Put: {
            TableName: T,
            Item: { ...validationEventKeys.eventHead(event.recognitionId), type: validationEventItemTypes.eventHead, sequence: event.sequence, hash: event.hash },
            ConditionExpression: head.sequence === 0 ? 'attribute_not_exists(pk)' : '#sequence = :expected',
            ...(head.sequence === 0 ? {} : { ExpressionAttributeNames: { '#sequence': 'sequence' }, ExpressionAttributeValues: { ':expected': head.sequence } }),
          },
        },
      });
    } catch (error) {
      // Someone appended first: read the new head and try again.
      if (error instanceof TransactionCancelled) throw new ConflictError('validation events');
      throw error;
    }
    return event;
  });
}

const toEvent = (item: Item): ValidationEvent => fromItem<ValidationEvent>(item);

function eventsQuery(recognitionId: string, startKey: Item | undefined) {
  return new QueryCommand({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': proofPartition(recognitionId), ':prefix': validationEventKeys.eventPrefix },
    ConsistentRead: true,
    ExclusiveStartKey: startKey,
  });
}

/** A proof's events in chain order, at most `max`. */
export async function listValidationEvents(recognitionId: string, max = 1_000): Promise<ValidationEvent[]> {
  const events: ValidationEvent[] = [];
  let startKey: Item | undefined;
  do {
    const page = await db().send(eventsQuery(recognitionId, startKey));
    events.push(...(page.Items ?? []).map(toEvent));
    startKey = page.LastEvaluatedKey;
  } while (startKey && events.length < max);
  return events.slice(0, max);
}

export type ChainVerification =
  | { readonly ok: true; readonly length: number; readonly headHash: string }
  | {
      readonly ok: false;
      readonly length: number;
      /** The first sequence whose link does not hold (length + 1 when the head disagrees). */
      readonly brokenAt: number;
      readonly reason: 'sequence' | 'previousHash' | 'hash' | 'head';
    };

/** Where a run of events stands after checking it: the next sequence and hash expected. */
export interface ChainCursor {
  readonly nextSequence: number;
  readonly previousHash: string;
}

export const CHAIN_START: ChainCursor = { nextSequence: 1, previousHash: '' };

/**
 * Checks events in chain order from `cursor` (pure): each must have the next sequence, link to
 * the previous hash and hash to its own `hash`. Returns the first broken link, or the cursor after
 * the last event.
 */
export function checkEvents(
  events: readonly ValidationEvent[],
  cursor: ChainCursor = CHAIN_START,
): { readonly cursor: ChainCursor; readonly broken: null } | { readonly cursor: ChainCursor; readonly broken: { readonly at: number; readonly reason: 'sequence' | 'previousHash' | 'hash' } } {
  let { nextSequence, previousHash } = cursor;
  for (const event of events) {
    const broken = (reason: 'sequence' | 'previousHash' | 'hash') => ({ cursor: { nextSequence, previousHash }, broken: { at: nextSequence, reason } });
    if (event.sequence !== nextSequence) return broken('sequence');
    if (event.previousHash !== previousHash) return broken('previousHash');
    if (hashEvent(event) !== event.hash) return broken('hash');
    previousHash = event.hash;
    nextSequence++;
  }
  return { cursor: { nextSequence, previousHash }, broken: null };
}

/** Recomputes a proof's chain from the first event and reports the first broken link. */
export async function verifyChain(recognitionId: string): Promise<ChainVerification> {
  let cursor = CHAIN_START;
  let startKey: Item | undefined;
  do {
    const page = await db().send(eventsQuery(recognitionId, startKey));
    const checked = checkEvents((page.Items ?? []).map(toEvent), cursor);
    if (checked.broken) return { ok: false, length: checked.broken.at - 1, brokenAt: checked.broken.at, reason: checked.broken.reason };
    cursor = checked.cursor;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const length = cursor.nextSequence - 1;
  const head = await readHead(recognitionId);
  if (head.sequence !== length || head.hash !== cursor.previousHash) return { ok: false, length, brokenAt: length + 1, reason: 'head' };
  return { ok: true, length, headHash: cursor.previousHash };
}
