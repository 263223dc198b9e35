// Rebuilding the public read model outside a proof's own transaction: after a profile change (the
// owner's name, picture, headline, username or suspension show on every public view of their
// proofs), for an admin action that hides or suspends, and once at local start for data written
// before the model existed (backfill). Every path reads the entities as they are and writes what
// `publicViewItems` says, so it can run any number of times.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { queryAll, type Item } from './items';
import { ITEM_TYPES, keys } from './keys';
import { numberedProofsOf, portfolioProfileItem, PUBLIC_MODEL_VERSION, publicViewItems, readOwner, writePublicViewItems } from './public-read-model';
import { getRecognitionItem, toRecognition } from './recognition-items';
import { listValidationsByRecognition } from './validations';


/** Rewrites one proof's public views from its current state (the hook for hiding and repairs). */
export async function refreshPublicViews(recognitionId: string): Promise<void> {
  const item = await getRecognitionItem(recognitionId);
  if (!item) return;
  const recognition = toRecognition(item);
  if (!recognition.proofNumber) return;
  const [owner, validations] = await Promise.all([readOwner(recognition.ownerUserId), listValidationsByRecognition(recognitionId, { consistent: true })]);
  await writePublicViewItems(publicViewItems({ recognition, owner, validations }));
}

/**
 * Rewrites a user's portfolio profile and every public view of their proofs (owner fields are
 * copied into each view). Called right after a change of a profile's public fields, an admin
 * suspension or a rename; bounded by the user's proofs that carry a number.
 */
export async function refreshOwnerPublicViews(userId: string): Promise<void> {
  const profile = await readOwner(userId);
  if (!profile) return;
  await writePublicViewItems({ profile: portfolioProfileItem(profile) });
  for (const recognitionId of await numberedProofsOf(userId)) await refreshPublicViews(recognitionId);
}

/** Public fields of a profile: a change of any of them refreshes the owner's views. */
export const PUBLIC_PROFILE_FIELDS_SHOWN = ['displayName', 'avatarUrl', 'headline', 'bio', 'suspendedAt', 'username'] as const;

export function touchesPublicFields(patch: Readonly<Record<string, unknown>>): boolean {
  return PUBLIC_PROFILE_FIELDS_SHOWN.some((name) => patch[name] !== undefined);
}

/**
 * Builds the read model for data written before it existed, once per model version: every profile
 * (the admin list, gsi1 `PROFILES`, page by page) and each of its numbered proofs. No Scan. Returns
 * how many profiles it went through (0 when the table already holds this version).
 */
export async function backfillPublicModel(): Promise<number> {
  const marker = await db().send(new GetCommand({ TableName: tableName(), Key: keys.publicModelMarker, ConsistentRead: true }));
  if (marker.Item?.version === PUBLIC_MODEL_VERSION) return 0;
  const profiles: Item[] = await queryAll({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.profilesPartition }, ProjectionExpression: 'id' }, 1_000_000);
  for (const profile of profiles) await refreshOwnerPublicViews(String(profile.id));
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.publicModelMarker, type: ITEM_TYPES.publicModelMarker, version: PUBLIC_MODEL_VERSION } }));
  return profiles.length;
}
