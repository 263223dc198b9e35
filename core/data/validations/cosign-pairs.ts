// Who co-signed whose proofs, between accounts: pk `COSIGNPAIR#{signer}` sk `OWNER#{owner}`, one
// item per pair however many proofs. Written when an account approves another's proof; the
// reverse pair, read straight after, says whether the two sign each other's proofs.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import { validationItemTypes, validationKeys } from './keys';

/** Records that `signerUserId` approved a proof of `ownerUserId`; true when the owner has approved one of the signer's before. */
export async function recordCosignPair(signerUserId: string, ownerUserId: string, proofId: string, at: string): Promise<boolean> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: validationKeys.cosignPair(signerUserId, ownerUserId),
      UpdateExpression: 'SET #type = :type, signerUserId = :signer, ownerUserId = :owner, lastRecognitionId = :proof, lastAt = :at ADD approvals :one',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': validationItemTypes.cosignPair, ':signer': signerUserId, ':owner': ownerUserId, ':proof': proofId, ':at': at, ':one': 1 },
    }),
  );
  const reverse = await db().send(new GetCommand({ TableName: tableName(), Key: validationKeys.cosignPair(ownerUserId, signerUserId), ConsistentRead: true }));
  return reverse.Item !== undefined;
}
