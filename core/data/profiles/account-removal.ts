// What erasing a closed account removes of the profile itself (docs/data-rights.md, "Closing the
// account"): everything in the person's partition but the suspension records and their appeals
// (kept SUSPENSION_RECORDS_KEPT_DAYS for the defence of moderation decisions, then expired), then, in one transaction with the admin log's entry, the
// profile, its search words and portfolio entry. The username claim stays USERNAME_HOLD_DAYS so
// a kept link shows nobody else, then expires; the Provenly ID claim stays for good, retired, so a
// credential's ID never names another person.
import { pseudonymOf } from '../personal-data/pseudonyms';
import { mailboxSubject } from '../personal-data/subjects';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DAY_MS, SUSPENSION_RECORDS_KEPT_DAYS, USERNAME_HOLD_DAYS } from '../../../domain/constants';
import type { Profile } from '../../../domain/entities';
import { db, tableName } from '../plumbing/client';
import { batchDelete } from '../plumbing/items';
import { canonicalIso, normalizeEmail, userPartition, type Key } from '../plumbing/key-parts';
import { isConditionFailed, type NamedItems } from '../plumbing/transact';
import { suspensionKeys } from '../suspensions/keys';
import { validatorProfileKeys } from '../validator-profiles/keys';
import { listSuspensionsOf } from '../suspensions/suspensions';
import { nameWordItems, profileWords } from '../read-models/name-words';
import { publicViewKeys } from '../read-models/keys';
import { statsUpdate } from '../read-models/stats';
import { profileKeys } from './keys';

/**
 * Sort keys of the person's partition that outlive this step: the profile and the identity set go
 * in the erasure's last transaction (a resumed erasure still reads every identity to shred), the
 * suspension records at their own expiry.
 */
const KEPT = [/^PROFILE$/, /^IDENTITIES$/, /^SUSPENSION#/];

/** Deletes the person's partition but the profile and what is kept; each page may be deleted twice. */
export async function removeAccountPartition(userId: string): Promise<number> {
  let removed = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': userPartition(userId) }, ProjectionExpression: 'pk, sk', ExclusiveStartKey: start, Limit: 100 }),
    );
    const doomed = (page.Items ?? []).filter((item) => !KEPT.some((kept) => kept.test(String(item.sk)))) as Key[];
    await batchDelete(doomed);
    removed += doomed.length;
    start = page.LastEvaluatedKey;
  } while (start);
  return removed;
}

/** The validator profiles kept by the person's addresses (their name and picture as a co-signer). */
export async function removeValidatorProfiles(addresses: readonly string[]): Promise<void> {
  const pseudonyms = await Promise.all(addresses.map((address) => pseudonymOf(mailboxSubject(address))));
  await batchDelete([
    ...pseudonyms.filter((pseudonym) => pseudonym !== null).map((pseudonym) => validatorProfileKeys.validatorProfile(pseudonym)),
    // Where a version before pseudonyms kept it, by the address itself.
    ...addresses.map((address) => validatorProfileKeys.validatorProfile(normalizeEmail(address))),
  ]);
}

/** Gives the account's suspension records and their appeals an expiry (DynamoDB's TTL deletes them then). */
export async function expireSuspensionRecords(userId: string, at: string): Promise<number> {
  const ttl = Math.floor((Date.parse(at) + SUSPENSION_RECORDS_KEPT_DAYS * DAY_MS) / 1000);
  const records = await listSuspensionsOf(userId);
  const keys = records.flatMap((record) => [suspensionKeys.suspension(userId, record.suspendedAt), ...(record.appealId ? [suspensionKeys.suspensionAppeal(record.appealId)] : [])]);
  for (const key of keys) {
    await db().send(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'SET #ttl = :ttl', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeNames: { '#ttl': 'ttl' }, ExpressionAttributeValues: { ':ttl': ttl } })).catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
  }
  return keys.length;
}

/** The transaction items that remove the profile of an account whose erasure began (`closedAt`). */
/**
 * The admin search's words of the profile, deleted while its name can still be read: each item's
 * key holds one word, and once the account's key is shredded the name they came from reads empty.
 */
export async function removeNameWords(profile: Profile): Promise<void> {
  const deletes = Object.values(nameWordItems({ userId: profile.id, createdAt: profile.createdAt }, profileWords(profile), [])).flatMap((item) => (item?.Delete ? [item.Delete.Key] : []));
  await batchDelete(deletes as Key[]);
}

export function profileRemovalItems(profile: Profile, at: string): NamedItems {
  const T = tableName();
  const heldUntil = new Date(Date.parse(at) + USERNAME_HOLD_DAYS * DAY_MS);
  return {
    profile: { Delete: { TableName: T, Key: profileKeys.profile(profile.id), ConditionExpression: 'attribute_exists(closedAt)' } },
    identities: { Delete: { TableName: T, Key: profileKeys.identitySet(profile.id) } },
    username: {
      Update: {
        TableName: T,
        Key: profileKeys.username(profile.username),
        UpdateExpression: 'SET heldUntil = :until, #ttl = :ttl',
        ConditionExpression: 'userId = :me',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':until': heldUntil.toISOString(), ':ttl': Math.floor(heldUntil.getTime() / 1000), ':me': profile.id },
      },
    },
    productId: {
      Update: {
        TableName: T,
        Key: profileKeys.productId(profile.productId),
        UpdateExpression: 'SET retiredAt = :at',
        ConditionExpression: 'userId = :me',
        ExpressionAttributeValues: { ':at': canonicalIso(at), ':me': profile.id },
      },
    },
    portfolio: { Delete: { TableName: T, Key: publicViewKeys.publicPortfolioProfile(profile.id) } },
    stats: statsUpdate({ profiles: -1 }),
    ...nameWordItems({ userId: profile.id, createdAt: profile.createdAt }, profileWords(profile), []),
  };
}
