// The private links of the co-signers' own page (docs/data-rights.md): one item per link, by the
// SHA-256 of its token (`YOURDATA#{hash}`), holding the address it was mailed to; it works an hour
// (and DynamoDB's TTL deletes it later). A removal uses it up. A per-address count limits how many
// are mailed an hour, keyed by a hash of the mailbox, not the address.
import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { HOUR_MS } from '../../../domain/constants';
import { mailboxKey } from '../../../domain/rules/mailbox';
import { db, tableName } from '../plumbing/client';
import type { Key } from '../plumbing/key-parts';
import { isConditionFailed } from '../plumbing/transact';
import { takeFromWindow, windowStart } from '../rate-limits/rate-limits';
import { yourDataItemTypes } from './keys';


export const YOUR_DATA_LINK_MS = HOUR_MS;
/** Links mailed to one address an hour. */
export const YOUR_DATA_LINKS_PER_HOUR = 3;

const linkKey = (tokenHash: string): Key => ({ pk: `YOURDATA#${tokenHash}`, sk: 'LINK' });
const mailboxHash = (address: string) => createHash('sha256').update(`your-data\n${mailboxKey(address)}`, 'utf8').digest('hex');

export interface YourDataLink {
  readonly address: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly usedAt: string | null;
}

/** Counts one link for the address this hour; false past the limit. */
export async function takeLinkAllowance(address: string, now: Date): Promise<boolean> {
  const start = windowStart(now, HOUR_MS);
  const allowance = await takeFromWindow({
    key: { pk: `YOURDATALINKS#${mailboxHash(address)}`, sk: start.toISOString() },
    type: yourDataItemTypes.linkCounter,
    limit: YOUR_DATA_LINKS_PER_HOUR,
    windowEnd: new Date(start.getTime() + HOUR_MS),
  });
  return allowance.allowed;
}

export async function putYourDataLink(tokenHash: string, address: string, now: Date): Promise<YourDataLink> {
  const link: YourDataLink = { address, createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + YOUR_DATA_LINK_MS).toISOString(), usedAt: null };
  const { usedAt: _unused, ...stored } = link;
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...linkKey(tokenHash), type: yourDataItemTypes.yourDataLink, ...stored, ttl: Math.floor(Date.parse(link.expiresAt) / 1000) + 24 * 3600 } }),
  );
  return link;
}

/** The link if it exists, is unused and has not expired at `now`. */
export async function getLiveYourDataLink(tokenHash: string, now: Date): Promise<YourDataLink | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: linkKey(tokenHash), ConsistentRead: true }));
  if (!Item || Item.usedAt || Date.parse(String(Item.expiresAt)) <= now.getTime()) return null;
  return { address: String(Item.address), createdAt: String(Item.createdAt), expiresAt: String(Item.expiresAt), usedAt: null };
}

/** Uses the link up for a removal; false when it was used (or went) meanwhile. */
export async function useYourDataLink(tokenHash: string, now: Date): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: linkKey(tokenHash),
        UpdateExpression: 'SET usedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
