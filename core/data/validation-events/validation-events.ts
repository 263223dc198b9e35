// The audit trail: validation events are append-only and hash-chained per proof
// (core/data/plumbing/hash-chain.ts). Event n of a proof is stored at sk `EVENT#{n, zero-padded
// to 10}`, the head at sk `EVENTHEAD`; the links are stored as `sequence` and `previousHash`.
// There is no update of events anywhere in the code; they go only with their proof, when its
// owner deletes it (core/data/proofs/proof-removal.ts).
import type { ValidationEvent } from '../../../domain/entities';
import { db } from '../plumbing/client';
import { appendToChain, chainEntriesQuery, checkLinks, hashChainEntry, verifyHashChain, type Chain, type ChainCursor, type ChainVerification, type LinkCheck } from '../plumbing/hash-chain';
import { fromItem, type Item } from '../plumbing/items';
import { proofPartition } from '../plumbing/key-parts';
import { proofNotDeletedCheck } from '../proofs/proof-items';
import { validationEventItemTypes, validationEventKeys } from './keys';

export { canonicalJson } from '../plumbing/hash-chain';

export type NewValidationEvent = Omit<ValidationEvent, 'sequence' | 'previousHash' | 'hash'>;

const EVENT_FIELDS = { sequence: 'sequence', previousHash: 'previousHash' } as const;

const chainOf = (proofId: string): Chain => ({
  fields: EVENT_FIELDS,
  partition: proofPartition(proofId),
  entryPrefix: validationEventKeys.eventPrefix,
  entryKey: (sequence) => validationEventKeys.validationEvent(proofId, sequence),
  headKey: validationEventKeys.eventHead(proofId),
  entryType: validationEventItemTypes.validationEvent,
  headType: validationEventItemTypes.eventHead,
  itemNames: { entry: 'event', head: 'head' },
  useCase: 'validation events',
});

/** The hash of an event: SHA-256 (hex) over the canonical JSON of every field except `hash`. */
export function hashEvent(event: Omit<ValidationEvent, 'hash'> & { hash?: string }): string {
  return hashChainEntry(event);
}

/** Appends an event to its proof's chain and returns it with sequence, previousHash and hash. */
export function appendValidationEvent(input: NewValidationEvent): Promise<ValidationEvent> {
  // Never to a deleted proof's trail: its removal may have read the partition already.
  return appendToChain(chainOf(input.recognitionId), ({ sequence, previousHash }) => ({ ...input, sequence, previousHash }), { proof: proofNotDeletedCheck(input.recognitionId) });
}

const toEvent = (item: Item): ValidationEvent => fromItem<ValidationEvent>(item);

/** A proof's events in chain order, at most `max`. */
export async function listValidationEvents(proofId: string, max = 1_000): Promise<ValidationEvent[]> {
  const chain = chainOf(proofId);
  const events: ValidationEvent[] = [];
  let startKey: Item | undefined;
  do {
    const page = await db().send(chainEntriesQuery(chain, startKey));
    events.push(...(page.Items ?? []).map(toEvent));
    startKey = page.LastEvaluatedKey;
  } while (startKey && events.length < max);
  return events.slice(0, max);
}

/**
 * Checks events in chain order from `cursor` (pure): each must have the next sequence, link to
 * the previous hash and hash to its own `hash`. Returns the first broken link, or the cursor after
 * the last event.
 */
export function checkEvents(events: readonly ValidationEvent[], cursor?: ChainCursor): LinkCheck {
  return checkLinks(events, EVENT_FIELDS, cursor);
}

/** Recomputes a proof's chain from the first event and reports the first broken link. */
export function verifyChain(proofId: string): Promise<ChainVerification> {
  return verifyHashChain(chainOf(proofId));
}
