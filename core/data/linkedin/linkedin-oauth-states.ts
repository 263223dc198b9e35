// Pending LinkedIn authorizations: the `state` of each authorize URL, stored by its SHA-256 with
// the user who asked, the browser they asked from and an expiry. Consuming one deletes it in the
// same conditional write, so a state works once, for its user, before it expires.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../../clock';
import { db, tableName } from '../plumbing/client';
import { linkedinItemTypes, linkedinKeys } from './keys';
import { isConditionFailed } from '../plumbing/transact';

/** Who started it and in which browser (the SHA-256 of the nonce in that browser's cookie). */
export interface PendingAuthorization {
  readonly userId: string;
  readonly browserHash: string;
}

export async function putOauthState(stateHash: string, pending: PendingAuthorization, expiresAt: Date): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...linkedinKeys.linkedinOauthState(stateHash),
        type: linkedinItemTypes.linkedinOauthState,
        userId: pending.userId,
        browserHash: pending.browserHash,
        expiresAt: expiresAt.toISOString(),
        // DynamoDB's TTL removes it eventually; the condition below is what refuses a late one.
        ttl: Math.ceil(expiresAt.getTime() / 1000) + 3600,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Who the state was issued to, once; null when unknown, used already or expired. */
export async function consumeOauthState(stateHash: string): Promise<PendingAuthorization | null> {
  try {
    const result = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: linkedinKeys.linkedinOauthState(stateHash),
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': clock.nowIso() },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const { userId, browserHash } = result.Attributes ?? {};
    return typeof userId === 'string' && typeof browserHash === 'string' ? { userId, browserHash } : null;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}
