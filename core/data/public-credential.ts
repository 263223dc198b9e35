// The public proof view's credential (core/data/public-read-model.ts): which credential is the
// proof's latest, when it was issued and whether it was revoked, kept beside the view's answer so
// the public page reads both in its one GetItem (its links are made from the id as it is read).
// Issuing writes it in the credential's own transaction; a revocation marks it right after the
// credential item; it stays while the proof is not public, for when it is again.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { CredentialRecord } from './credentials';
import { ITEM_TYPES, keys } from './keys';
import { isConditionFailed, type TransactItem } from './transact';

/** What the view keeps of the proof's latest credential. */
export type PublicCredential = Pick<CredentialRecord, 'credentialId' | 'issuedAt' | 'revokedAt'>;

const NAMES = { '#type': 'type', '#credential': 'credential' };

export const publicCredentialOf = ({ credentialId, issuedAt, revokedAt }: PublicCredential): PublicCredential => ({ credentialId, issuedAt, revokedAt });

/** Transaction item: the proof's view shows this credential, just issued, as its latest. */
export function publicCredentialSet(proofNumber: string, credential: PublicCredential): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.publicProofView(proofNumber),
      UpdateExpression: 'SET #type = :type, #credential = :credential',
      ExpressionAttributeNames: NAMES,
      ExpressionAttributeValues: { ':type': ITEM_TYPES.publicProofView, ':credential': publicCredentialOf(credential) },
    },
  };
}

/** The proof's view shows `credentialId` revoked, if that is the credential it shows (a newer one is left alone). */
export async function markPublicCredentialRevoked(proofNumber: string, credentialId: string, revokedAt: string): Promise<void> {
  await conditionally(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.publicProofView(proofNumber),
      UpdateExpression: 'SET #credential.#revokedAt = :at',
      ConditionExpression: '#credential.#credentialId = :id',
      ExpressionAttributeNames: { '#credential': 'credential', '#revokedAt': 'revokedAt', '#credentialId': 'credentialId' },
      ExpressionAttributeValues: { ':at': revokedAt, ':id': credentialId },
    }),
  );
}

/**
 * Repairs and the data migration: writes the proof's latest credential as it is now when the view
 * shows none, or shows this same one; a different one there was written by a later issue.
 */
export async function refreshPublicCredential(proofNumber: string, credential: PublicCredential): Promise<void> {
  await conditionally(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.publicProofView(proofNumber),
      UpdateExpression: 'SET #type = :type, #credential = :credential',
      ConditionExpression: 'attribute_not_exists(#credential) OR #credential.#credentialId = :id',
      ExpressionAttributeNames: { ...NAMES, '#credentialId': 'credentialId' },
      ExpressionAttributeValues: { ':type': ITEM_TYPES.publicProofView, ':credential': publicCredentialOf(credential), ':id': credential.credentialId },
    }),
  );
}

async function conditionally(command: UpdateCommand): Promise<void> {
  try {
    await db().send(command);
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
