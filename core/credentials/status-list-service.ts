// Revocation with Bitstring Status List v1.0: every issued document gets a random, never reused
// index of a list of 131,072 entries (a list is retired for new indexes at a quarter full, so
// indexes stay hard to guess and say nothing about issue order). Revoking flips bits with a
// version-checked write and signs the list again, so concurrent revocations never lose a bit.
// Every signature of a list keeps the list's creation time as its validFrom: a verifier whose
// clock is behind ours must not read a re-signed list as "not valid yet" (docs/credentials.md).
import { randomInt, randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { clock } from '../clock';
import { config } from '../config';
import {
  createStatusList,
  getCurrentStatusListId,
  getStatusList,
  moveCurrentStatusList,
  statusIndexClaim,
  statusListAssignment,
  writeStatusBits,
} from '../data/credentials/status-lists';
import { backoff } from '../data/plumbing/retry';
import type { TransactItem } from '../data/plumbing/transact';
import { VC_V2_CONTEXT } from './contexts';
import { signCredential } from './data-integrity';
import { issuerDid } from './issuer';
import { statusListUrl } from './urls';

/** Entries per list: the specification's minimum for herd privacy (131,072 bits = 16 KiB). */
export const STATUS_LIST_LENGTH = 131_072;
/** New indexes are drawn from a list until this many are given out; then a new list starts. */
export const STATUS_LIST_FILL_LIMIT = STATUS_LIST_LENGTH / 4;

export const isRevokedBit = (bits: Uint8Array, index: number): boolean => ((bits[index >> 3] ?? 0) & (0x80 >> (index & 7))) !== 0;

export function withRevokedBits(bits: Uint8Array, indexes: readonly number[]): Uint8Array {
  const next = new Uint8Array(bits);
  for (const index of indexes) next[index >> 3] = (next[index >> 3] ?? 0) | (0x80 >> (index & 7));
  return next;
}

/** GZIP, then multibase base64url without padding (`u` prefix), as the specification encodes the list. */
export const encodeList = (bits: Uint8Array): string => `u${gzipSync(bits).toString('base64url')}`;

/**
 * The list credential, signed now. Its `validFrom` is the list's creation time, the same in every
 * signature, to the whole second like a credential's, so it is never later than the `validFrom` of
 * a credential the list covers.
 */
async function signedListCredential(listId: string, bits: Uint8Array, createdAt: string): Promise<string> {
  const validFrom = createdAt.replace(/\.\d{3}Z$/, 'Z');
  const url = statusListUrl(config().publicOrigin, listId);
  const credential = await signCredential({
    '@context': [VC_V2_CONTEXT],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuerDid(),
    validFrom,
    credentialSubject: { id: `${url}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation', encodedList: encodeList(bits) },
  });
  return JSON.stringify(credential);
}

async function currentListId(): Promise<string> {
  const current = await getCurrentStatusListId();
  if (current) return current;
  return startNewList(null);
}

/** Creates a list and points new credentials at it (or at whichever list a concurrent caller started). */
async function startNewList(previous: string | null): Promise<string> {
  const listId = randomUUID();
  const bits = new Uint8Array(STATUS_LIST_LENGTH / 8);
  const createdAt = clock.nowIso();
  await createStatusList({ listId, length: STATUS_LIST_LENGTH, bits, version: 1, assigned: 0, signedCredential: await signedListCredential(listId, bits, createdAt), createdAt });
  if (await moveCurrentStatusList(listId, previous)) return listId;
  return (await getCurrentStatusListId()) ?? listId;
}

export interface IndexAllocation {
  readonly listId: string;
  readonly indexes: readonly number[];
  /** Claims and the list's counter, for the issuing transaction. */
  readonly items: Readonly<Record<string, TransactItem>>;
}

/** `count` distinct random indexes of the current list, to be claimed in the caller's transaction. */
export async function allocateIndexes(count: number, credentialId: string): Promise<IndexAllocation> {
  const listId = await currentListId();
  const indexes = new Set<number>();
  while (indexes.size < count) indexes.add(randomInt(STATUS_LIST_LENGTH));
  const chosen = [...indexes];
  const items: Record<string, TransactItem> = { statusList: statusListAssignment(listId, count, STATUS_LIST_FILL_LIMIT) };
  chosen.forEach((index, n) => {
    items[`statusIndex:${n}`] = statusIndexClaim(listId, index, credentialId);
  });
  return { listId, indexes: chosen, items };
}

/** After a transaction failed because the list is full: new indexes come from a new list. */
export async function retireFullList(listId: string): Promise<void> {
  const current = await getCurrentStatusListId();
  if (current === listId) await startNewList(listId);
}

const REVOKE_ATTEMPTS = 12;

/** Sets the revocation bits and re-signs the list; safe to repeat and to run concurrently. */
export async function revokeIndexes(listId: string, indexes: readonly number[]): Promise<void> {
  for (let attempt = 0; attempt < REVOKE_ATTEMPTS; attempt++) {
    if (attempt > 0) await backoff(attempt, { baseMs: 10, capMs: 200 });
    const list = await getStatusList(listId, { consistent: true });
    if (!list) throw new Error(`Status list ${listId} is missing`);
    if (indexes.every((index) => isRevokedBit(list.bits, index))) return;
    const bits = withRevokedBits(list.bits, indexes);
    if (await writeStatusBits(listId, list.version, bits, await signedListCredential(listId, bits, list.createdAt))) return;
  }
  throw new Error(`Status list ${listId} kept changing; revocation not written`);
}

/** Whether every one of `indexes` reads revoked now. */
export async function areRevoked(listId: string, indexes: readonly number[]): Promise<boolean> {
  const list = await getStatusList(listId, { consistent: true });
  return list !== null && indexes.every((index) => isRevokedBit(list.bits, index));
}
