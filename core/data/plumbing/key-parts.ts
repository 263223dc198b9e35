// What the keys of the single table are made of. Each entity builds its own keys in its folder's
// keys.ts (core/data/profiles/keys.ts, ...), the read models theirs in core/data/read-models/keys.ts;
// no module outside core/data writes a `pk`, `sk` or index key. docs/data-model.md lists the layout
// and the access pattern each key serves.
//
// Rules that keep string order meaningful and lookups case-insensitive where the product is:
// - timestamps inside sort keys are canonical UTC ISO-8601 (`Date#toISOString`), so string order
//   is time order even when a caller passed an offset like +02:00;
// - usernames and e-mail addresses are lower-cased; proof numbers and product ids upper-cased.

export interface Key {
  readonly pk: string;
  readonly sk: string;
}

export const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'] as const;

/** Canonical UTC form of an ISO timestamp (throws on an unparsable one). */
export function canonicalIso(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a timestamp: ${timestamp}`);
  return date.toISOString();
}

/** YYYY-MM-DD of an instant, in UTC. */
export function utcDay(instant: Date | string): string {
  return (typeof instant === 'string' ? new Date(canonicalIso(instant)) : instant).toISOString().slice(0, 10);
}

export const normalizeUsername = (username: string): string => username.trim().toLowerCase();
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
export const normalizeProofNumber = (proofNumber: string): string => proofNumber.trim().toUpperCase();
export const normalizeProductId = (productId: string): string => productId.trim().toUpperCase();

/** A user's own partition: their profile and what belongs to it. */
export const USER_KEY_PREFIX = 'USER#';
export const userPartition = (userId: string) => `${USER_KEY_PREFIX}${userId}`;
/** A proof's partition: the proof and what belongs to it (requests, decisions, events, claims). */
export const proofPartition = (proofId: string) => `PROOF#${proofId}`;
/** An owner's list (gsi1) of their proofs, requests, decisions and LinkedIn posts. */
export const ownerPartition = (ownerUserId: string) => `OWNER#${ownerUserId}`;

/** Prefixes used with begins_with on gsi1 (owner lists). */
export const OWNER_LIST_PREFIX = { proofs: 'PROOF#', requests: 'REQUEST#', validations: 'VALIDATION#', deletedProofs: 'DELETED#', bundles: 'BUNDLE#' } as const;
