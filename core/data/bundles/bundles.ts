// Bundles: the proofs an owner hands a recruiter under one link. A bundle names its owner and its
// proofs by id only (what they say is read from the proofs, live); revoking it keeps the item, so
// its link answers that it was revoked.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../../clock';
import { db, tableName } from '../plumbing/client';
import type { Page, PageOptions } from '../plumbing/items';
import { ownerListPage } from '../plumbing/owner-lists';
import { isConditionFailed } from '../plumbing/transact';
import { bundleItemTypes, bundleKeys } from './keys';

export interface Bundle {
  readonly bundleId: string;
  readonly ownerUserId: string;
  readonly proofIds: readonly string[];
  readonly createdAt: string;
  readonly revokedAt: string | null;
}

const toBundle = (item: Record<string, unknown>): Bundle => ({
  bundleId: String(item.bundleId),
  ownerUserId: String(item.ownerUserId),
  proofIds: (item.proofIds as string[] | undefined) ?? [],
  createdAt: String(item.createdAt),
  revokedAt: typeof item.revokedAt === 'string' ? item.revokedAt : null,
});

export async function putBundle(bundle: Omit<Bundle, 'revokedAt'>): Promise<Bundle> {
  // No `revokedAt` until it is revoked: the revocation sets it only where it does not exist.
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...bundleKeys.bundle(bundle.bundleId), ...bundleKeys.ownerList(bundle.ownerUserId, bundle.createdAt, bundle.bundleId), type: bundleItemTypes.bundle, ...bundle },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return { ...bundle, revokedAt: null };
}

export async function getBundle(bundleId: string): Promise<Bundle | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: bundleKeys.bundle(bundleId) }));
  return Item ? toBundle(Item) : null;
}

export function listBundles(ownerUserId: string, options: PageOptions = {}): Promise<Page<Bundle>> {
  return ownerListPage(ownerUserId, 'bundles', options, toBundle);
}

/** Revokes the owner's bundle (once: a revoked one keeps its first date); null when it is not theirs. */
export async function revokeBundle(ownerUserId: string, bundleId: string): Promise<Bundle | null> {
  const existing = await getBundle(bundleId);
  if (!existing || existing.ownerUserId !== ownerUserId) return null;
  if (existing.revokedAt) return existing;
  let result;
  try {
    result = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: bundleKeys.bundle(bundleId),
        UpdateExpression: 'SET revokedAt = if_not_exists(revokedAt, :now)',
        ConditionExpression: 'ownerUserId = :owner',
        ExpressionAttributeValues: { ':now': clock.nowIso(), ':owner': ownerUserId },
        ReturnValues: 'ALL_NEW',
      }),
    );
  } catch (error) {
    // Removed meanwhile (its owner's erasure, or a new link making room): nothing left to revoke.
    if (isConditionFailed(error)) return null;
    throw error;
  }
  return toBundle(result.Attributes ?? {});
}

/** Removes a bundle for good (its owner's erasure). */
export async function deleteBundle(bundleId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: bundleKeys.bundle(bundleId) }));
}
