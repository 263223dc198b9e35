// The public proof view's credential (core/data/read-models/public-read-model.ts): which credential is the
// proof's latest, when it was issued and, once revoked, when; kept beside the view's answer so the
// public page reads both in its one GetItem (its links are made from the id as it is read).
// Issuing writes it in the credential's own transaction; a revocation writes it right after the
// credential item; it stays while the proof is not public, for when it is again. Once the view
// shows a credential revoked, nothing shows that credential active again.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import type { CredentialRecord } from '../credentials/credentials';
import { publicViewItemTypes, publicViewKeys } from './keys';
import { RETRY_POLICIES, withRetry } from '../plumbing/retry';
import { isConditionFailed, isTransactionConflict, type TransactItem } from '../plumbing/transact';

/** What the view keeps of the proof's latest credential. */
export type PublicCredential = Pick<CredentialRecord, 'credentialId' | 'issuedAt' | 'revokedAt'>;

const NAMES = { '#type': 'type', '#credential': 'credential' };

/** As stored: `revokedAt` only once revoked, so a condition can tell a revoked copy by its presence. */
const stored = ({ credentialId, issuedAt, revokedAt }: PublicCredential) => (revokedAt ? { credentialId, issuedAt, revokedAt } : { credentialId, issuedAt });

/** The stored attribute, read back. */
export function publicCredentialOf(item: unknown): PublicCredential | null {
  if (!item || typeof item !== 'object') return null;
  const { credentialId, issuedAt, revokedAt } = item as Record<string, unknown>;
  return typeof credentialId === 'string' && typeof issuedAt === 'string' ? { credentialId, issuedAt, revokedAt: typeof revokedAt === 'string' ? revokedAt : null } : null;
}

/** Transaction item: the proof's view shows this credential, just issued, as its latest. */
export function publicCredentialSet(proofNumber: string, credential: PublicCredential): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: publicViewKeys.publicProofView(proofNumber),
      UpdateExpression: 'SET #type = :type, #credential = :credential',
      ExpressionAttributeNames: NAMES,
      ExpressionAttributeValues: { ':type': publicViewItemTypes.publicProofView, ':credential': stored(credential) },
    },
  };
}

/**
 * A revocation: the view shows the credential revoked when it names that credential, or none yet
 * (a view the data migration has not reached); a later credential there is left alone.
 */
export async function markPublicCredentialRevoked(proofNumber: string, credential: PublicCredential & { revokedAt: string }): Promise<void> {
  await writeWhere(proofNumber, credential, 'attribute_not_exists(#credential) OR #credential.#credentialId = :id', { '#credentialId': 'credentialId' });
}

/**
 * Repairs and the data migration: the proof's latest credential as read now (consistently), when
 * the view names none, or names it and does not already show it revoked.
 */
export async function refreshPublicCredential(proofNumber: string, credential: PublicCredential): Promise<void> {
  await writeWhere(proofNumber, credential, 'attribute_not_exists(#credential) OR (#credential.#credentialId = :id AND attribute_not_exists(#credential.#revokedAt))', {
    '#credentialId': 'credentialId',
    '#revokedAt': 'revokedAt',
  });
}

/**
 * Writes the view's credential where `condition` holds, else leaves it. The view item also joins
 * the proof's transactions, so a write that meets one in flight is tried again.
 */
async function writeWhere(proofNumber: string, credential: PublicCredential, condition: string, names: Record<string, string>): Promise<void> {
  const command = new UpdateCommand({
    TableName: tableName(),
    Key: publicViewKeys.publicProofView(proofNumber),
    UpdateExpression: 'SET #type = :type, #credential = :credential',
    ConditionExpression: condition,
    ExpressionAttributeNames: { ...NAMES, ...names },
    ExpressionAttributeValues: { ':type': publicViewItemTypes.publicProofView, ':credential': stored(credential), ':id': credential.credentialId },
  });
  await withRetry(
    RETRY_POLICIES.publicCredential,
    async () => {
      try {
        await db().send(command);
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
      }
    },
    isTransactionConflict,
  );
}
