// Posts made on LinkedIn for a user, one item per hash of what was posted (the proof, its content
// and the commentary). Before posting, the item is claimed with a short lease, so two clicks on
// Share cannot post the same content twice; once posted it holds the post's URN and web page.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SharedPost } from '../../../domain/api/linkedin';
import { clock } from '../../clock';
import { db, tableName } from '../plumbing/client';
import { queryPage, type Page, type PageOptions } from '../plumbing/items';
import { ownerPartition } from '../plumbing/key-parts';
import { linkedinItemTypes, linkedinKeys } from './keys';
import { isConditionFailed } from '../plumbing/transact';

export interface StoredShare extends SharedPost {
  readonly userId: string;
  readonly shareHash: string;
  /** The proof's attested-content hash when it was shared. */
  readonly contentHash: string;
}

/** How long a claim blocks a second attempt at the same content (longer than one posting). */
export const SHARE_LEASE_MS = 60_000;

export type ShareClaim = { readonly kind: 'claimed' } | { readonly kind: 'posted'; readonly share: StoredShare } | { readonly kind: 'in-progress' };

/** Claims the content for posting, or says it is posted already or being posted right now. */
export async function claimShare(userId: string, shareHash: string): Promise<ShareClaim> {
  const now = clock.now();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...linkedinKeys.linkedinShare(userId, shareHash), type: linkedinItemTypes.linkedinShare, userId, shareHash, leaseUntil: new Date(now.getTime() + SHARE_LEASE_MS).toISOString() },
        // Free when nothing is there, or an earlier claim's lease ran out without a post.
        ConditionExpression: 'attribute_not_exists(pk) OR (attribute_not_exists(shareUrn) AND leaseUntil < :now)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    );
    return { kind: 'claimed' };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const existing = await getShare(userId, shareHash);
    return existing ? { kind: 'posted', share: existing } : { kind: 'in-progress' };
  }
}

/** Lets go of a claim that did not post (a failure), so the owner can try again at once. */
export async function releaseShare(userId: string, shareHash: string): Promise<void> {
  try {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: linkedinKeys.linkedinShare(userId, shareHash), ConditionExpression: 'attribute_not_exists(shareUrn)' }));
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

export async function recordShare(share: StoredShare): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...linkedinKeys.linkedinShare(share.userId, share.shareHash),
        ...linkedinKeys.linkedinShareOwnerList(share.userId, share.sharedAt, share.shareHash),
        type: linkedinItemTypes.linkedinShare,
        ...share,
      },
    }),
  );
}

/** The posted share for this content; null when none (a claim without a post is not one). */
export async function getShare(userId: string, shareHash: string): Promise<StoredShare | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: linkedinKeys.linkedinShare(userId, shareHash), ConsistentRead: true }));
  return result.Item && typeof result.Item.shareUrn === 'string' ? toShare(result.Item) : null;
}

/** The user's newest posts, at most `limit`. */
export async function listRecentShares(userId: string, limit = 10): Promise<StoredShare[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': ownerPartition(userId), ':prefix': linkedinKeys.linkedinShareListPrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map(toShare);
}

function toShare(item: Record<string, unknown>): StoredShare {
  return {
    userId: item.userId as string,
    shareHash: item.shareHash as string,
    contentHash: item.contentHash as string,
    recognitionId: item.recognitionId as string,
    proofNumber: (item.proofNumber as string | null | undefined) ?? null,
    shareUrn: item.shareUrn as string,
    webUrl: item.webUrl as string,
    sharedAt: item.sharedAt as string,
  };
}

/** Every post made for the user, newest first, a page at a time (their archive). */
export function listShares(userId: string, options: PageOptions = {}): Promise<Page<StoredShare>> {
  const partition = ownerPartition(userId);
  return queryPage(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': linkedinKeys.linkedinShareListPrefix },
      ScanIndexForward: false,
    },
    { gsi1pk: partition },
    options,
    toShare,
  );
}
