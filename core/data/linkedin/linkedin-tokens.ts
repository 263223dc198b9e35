// Stored LinkedIn access tokens: one item per user and kind ('marketing'). The access token is
// stored as the caller hands it over; the LinkedIn service encrypts it (KMS) before it gets here.
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { LinkedinToken } from '../../../domain/entities';
import { clock } from '../../clock';
import { db, tableName } from '../plumbing/client';
import { fromItem } from '../plumbing/items';
import { canonicalIso } from '../plumbing/key-parts';
import { linkedinItemTypes, linkedinKeys } from './keys';

export type LinkedinTokenKind = LinkedinToken['kind'];

/** Inserts or replaces the user's token of this kind. */
export async function putLinkedinToken(token: LinkedinToken): Promise<LinkedinToken> {
  const stored: LinkedinToken = { ...token, expiresAt: canonicalIso(token.expiresAt) };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...stored, ...linkedinKeys.linkedinToken(token.userId, token.kind), type: linkedinItemTypes.linkedinToken },
    }),
  );
  return stored;
}

/** The user's token of this kind if it has not expired by the clock; null otherwise. */
export async function getLinkedinToken(userId: string, kind: LinkedinTokenKind = 'marketing'): Promise<LinkedinToken | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: linkedinKeys.linkedinToken(userId, kind), ConsistentRead: true }));
  if (!result.Item) return null;
  const token = fromItem<LinkedinToken>(result.Item);
  return new Date(token.expiresAt).getTime() > clock.now().getTime() ? token : null;
}

/** Forgets the token (disconnect, or a token LinkedIn refused). Returns whether one existed. */
export async function deleteLinkedinToken(userId: string, kind: LinkedinTokenKind = 'marketing'): Promise<boolean> {
  const result = await db().send(new DeleteCommand({ TableName: tableName(), Key: linkedinKeys.linkedinToken(userId, kind), ReturnValues: 'ALL_OLD' }));
  return result.Attributes !== undefined;
}
