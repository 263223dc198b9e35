// Every identity a person has shown the product: the LinkedIn members they signed in or connected
// with, and the addresses those members proved. Only ever added to, so an address the person has
// since changed on LinkedIn, or a member they disconnected, still counts as theirs for the rule
// that nobody co-signs their own proof (core/validation/owner-identity.ts). Kept as lists sealed
// under the account's key (a DynamoDB set cannot hold sealed values), changed under a version.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import { isConditionFailed } from '../plumbing/transact';
import { profileItemTypes, profileKeys } from './keys';

/** More than anyone holds; past it an identity is still checked against the session, not remembered. */
export const MAX_REMEMBERED_IDENTITIES = 100;

export interface IdentitySet {
  readonly linkedinMembers: readonly string[];
  /** Lower-cased as proven; compared by mailbox (domain/rules/mailbox.ts). */
  readonly addresses: readonly string[];
}

export interface FoundIdentities {
  readonly linkedinMembers?: readonly (string | null | undefined)[];
  readonly addresses?: readonly (string | null | undefined)[];
}

interface StoredIdentitySet extends IdentitySet {
  /** Every change checks it: two sign-ins adding at once both land. */
  readonly version: number;
}

const EMPTY: StoredIdentitySet = { linkedinMembers: [], addresses: [], version: 0 };
const ATTEMPTS = 5;

/** Stored as two lists sealed under the account's key (sets written before that read the same). */
const listOf = (value: unknown): string[] => (value instanceof Set || Array.isArray(value) ? [...(value as Iterable<unknown>)].filter((entry): entry is string => typeof entry === 'string') : []);

export async function identitySetOf(userId: string): Promise<StoredIdentitySet> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: profileKeys.identitySet(userId), ConsistentRead: true }));
  if (!Item) return EMPTY;
  return { linkedinMembers: listOf(Item.linkedinMembers), addresses: listOf(Item.addresses), version: Number(Item.version ?? 0) };
}

/** Adds what `found` holds that `known` does not; writes nothing when nothing is new. */
export async function rememberIdentities(userId: string, found: FoundIdentities, known?: StoredIdentitySet): Promise<void> {
  let current = known ?? (await identitySetOf(userId));
  for (let attempt = 1; ; attempt += 1) {
    const next = withFound(current, found);
    if (!next) return;
    try {
      await db().send(new UpdateCommand({
        TableName: tableName(),
        Key: profileKeys.identitySet(userId),
        UpdateExpression: 'SET #type = :type, #userId = :user, #linkedinMembers = :members, #addresses = :addresses, #version = :next',
        ConditionExpression: current.version === 0 ? 'attribute_not_exists(#version)' : '#version = :version',
        ExpressionAttributeNames: { '#type': 'type', '#userId': 'userId', '#linkedinMembers': 'linkedinMembers', '#addresses': 'addresses', '#version': 'version' },
        ExpressionAttributeValues: {
          ':type': profileItemTypes.identitySet,
          ':user': userId,
          ':members': next.linkedinMembers,
          ':addresses': next.addresses,
          ':next': current.version + 1,
          ...(current.version === 0 ? {} : { ':version': current.version }),
        },
      }));
      return;
    } catch (error) {
      if (!isConditionFailed(error) || attempt >= ATTEMPTS) throw error;
      current = await identitySetOf(userId);
    }
  }
}

/** The set with what `found` adds (up to MAX_REMEMBERED_IDENTITIES of each), or null when it adds nothing. */
function withFound(current: IdentitySet, found: FoundIdentities): IdentitySet | null {
  const fresh = (values: FoundIdentities['addresses'], have: readonly string[], normalise: (value: string) => string) => {
    const room = MAX_REMEMBERED_IDENTITIES - have.length;
    const added = [...new Set((values ?? []).filter((value): value is string => typeof value === 'string' && value.trim() !== '').map(normalise))].filter((value) => !have.includes(value));
    return added.slice(0, Math.max(room, 0));
  };
  const linkedinMembers = fresh(found.linkedinMembers, current.linkedinMembers, (value) => value.trim());
  const addresses = fresh(found.addresses, current.addresses, (value) => value.trim().toLowerCase());
  if (linkedinMembers.length === 0 && addresses.length === 0) return null;
  return { linkedinMembers: [...current.linkedinMembers, ...linkedinMembers], addresses: [...current.addresses, ...addresses] };
}
