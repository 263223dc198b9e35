// Issued credentials and each proof's credential pointer. A credential item holds the signed
// document as issued (it never changes) and, once revoked, when and why. The pointer names the
// proof's active credential, a fingerprint of what it says (a re-issue happens only when that
// changes), whether the owner revoked it, and a version every change checks.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import { credentialItemKeys, credentialItemTypes } from './keys';
import { isConditionFailed, type TransactItem } from '../plumbing/transact';

export const REVOCATION_REASONS = ['reissued', 'lost_verification', 'owner_revoked', 'hidden', 'deleted'] as const;
export type RevocationReason = (typeof REVOCATION_REASONS)[number];

export interface CredentialRecord {
  readonly credentialId: string;
  readonly recognitionId: string;
  readonly ownerUserId: string;
  readonly proofNumber: string;
  readonly issuedAt: string;
  readonly statusListId: string;
  /** The credential's own status index first, then one per endorsement, in document order. */
  readonly statusIndexes: readonly number[];
  /** The signed OpenBadgeCredential (endorsements embedded), as JSON; null once its proof was deleted (it names the owner). */
  readonly document: string | null;
  /** The validations its endorsements are of, in document order: their URLs, without opening the sealed document. */
  readonly endorsedValidationIds: readonly string[];
  readonly revokedAt: string | null;
  readonly revocationReason: RevocationReason | null;
}

export interface ProofCredentials {
  readonly recognitionId: string;
  readonly activeCredentialId: string | null;
  readonly fingerprint: string | null;
  /** When the owner revoked the proof's credential: none is issued again until they ask. */
  readonly ownerRevokedAt: string | null;
  /** Every credential ever issued for the proof, oldest first. */
  readonly credentialIds: readonly string[];
  /** 0 when there is no pointer yet. */
  readonly version: number;
}

/** The credential a proof shows: its active one, else the last one issued (revoked); null when none was. */
export const latestCredentialId = (pointer: ProofCredentials): string | null => pointer.activeCredentialId ?? pointer.credentialIds.at(-1) ?? null;

/** `consistent`: for a write that follows (a revocation, a repair), which must not act on a stale copy. */
export async function getCredential(credentialId: string, options: { consistent?: boolean } = {}): Promise<CredentialRecord | null> {
  const found = await db().send(new GetCommand({ TableName: tableName(), Key: credentialItemKeys.credential(credentialId), ConsistentRead: options.consistent }));
  if (!found.Item) return null;
  const item = found.Item;
  return {
    credentialId: String(item.credentialId),
    recognitionId: String(item.recognitionId),
    ownerUserId: String(item.ownerUserId),
    proofNumber: String(item.proofNumber),
    issuedAt: String(item.issuedAt),
    statusListId: String(item.statusListId),
    statusIndexes: (item.statusIndexes as number[]).map(Number),
    document: typeof item.document === 'string' ? item.document : null,
    endorsedValidationIds: Array.isArray(item.endorsedValidationIds) ? item.endorsedValidationIds.map(String) : [],
    revokedAt: (item.revokedAt as string | undefined) ?? null,
    revocationReason: (item.revocationReason as RevocationReason | undefined) ?? null,
  };
}

export async function getProofCredentials(proofId: string): Promise<ProofCredentials> {
  const found = await db().send(new GetCommand({ TableName: tableName(), Key: credentialItemKeys.proofCredentials(proofId), ConsistentRead: true }));
  const item = found.Item;
  return {
    recognitionId: proofId,
    activeCredentialId: (item?.activeCredentialId as string | undefined) ?? null,
    fingerprint: (item?.fingerprint as string | undefined) ?? null,
    ownerRevokedAt: (item?.ownerRevokedAt as string | undefined) ?? null,
    credentialIds: (item?.credentialIds as string[] | undefined) ?? [],
    version: Number(item?.version ?? 0),
  };
}

/** Transaction item: the new credential (fails if its id exists). */
export function credentialPut(record: CredentialRecord): TransactItem {
  const { revokedAt, revocationReason, ...rest } = record;
  return {
    Put: {
      TableName: tableName(),
      Item: { ...credentialItemKeys.credential(record.credentialId), type: credentialItemTypes.credential, ...rest, ...(revokedAt ? { revokedAt, revocationReason } : {}) },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Transaction item: the proof's pointer moves from `current` to `next` (fails if anyone moved it since). */
export function proofCredentialsPut(current: ProofCredentials, next: Omit<ProofCredentials, 'version'>): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...credentialItemKeys.proofCredentials(current.recognitionId),
        type: credentialItemTypes.proofCredentials,
        ...next,
        credentialIds: next.credentialIds.slice(-200),
        version: current.version + 1,
      },
      ConditionExpression: current.version === 0 ? 'attribute_not_exists(pk)' : 'version = :version',
      ...(current.version === 0 ? {} : { ExpressionAttributeValues: { ':version': current.version } }),
    },
  };
}

/** Marks a credential revoked (the first reason and time stay); answers when it was revoked. */
export async function markCredentialRevoked(credentialId: string, reason: RevocationReason, at: string): Promise<string> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: credentialItemKeys.credential(credentialId),
        UpdateExpression: 'SET revokedAt = :at, revocationReason = :reason',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
        ExpressionAttributeValues: { ':at': at, ':reason': reason },
      }),
    );
    return at;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return (await getCredential(credentialId, { consistent: true }))?.revokedAt ?? at;
  }
}

/**
 * Its proof was deleted: the stored document goes (it names the owner and the co-signers who
 * agreed to be named). The record stays, revoked, so a holder checking it reads revoked.
 */
export async function eraseCredentialDocument(credentialId: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: credentialItemKeys.credential(credentialId),
        UpdateExpression: 'REMOVE #document',
        ConditionExpression: 'attribute_exists(revokedAt)',
        ExpressionAttributeNames: { '#document': 'document' },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    throw new Error(`Credential ${credentialId} is not revoked: its document stays`);
  }
}
