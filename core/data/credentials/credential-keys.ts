// The issuer's signing keys, as published in its DID document: every key that ever signed stays
// listed (retired keys too), so every credential it signed keeps verifying. One small partition,
// read with one bounded Query.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import { queryAll } from '../plumbing/items';
import { credentialItemKeys, credentialItemTypes } from './keys';
import { isConditionFailed } from '../plumbing/transact';

export interface CredentialKeyRecord {
  readonly keyName: string;
  readonly publicKeyMultibase: string;
  readonly registeredAt: string;
}

/** Publishes a key before its first signature; a key already published stays as it was. */
export async function registerCredentialKey(key: CredentialKeyRecord): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...credentialItemKeys.credentialKey(key.keyName), type: credentialItemTypes.credentialKey, ...key },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** Every published key, oldest first. */
export async function listCredentialKeys(): Promise<CredentialKeyRecord[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': credentialItemKeys.credentialKeysPartition } }, 200);
  return items
    .map((item) => ({ keyName: String(item.keyName), publicKeyMultibase: String(item.publicKeyMultibase), registeredAt: String(item.registeredAt) }))
    .sort((a, b) => a.registeredAt.localeCompare(b.registeredAt));
}
