// Every identity a person has shown the product: the LinkedIn members they signed in or connected
// with, and the addresses those members proved. Only ever added to, so an address the person has
// since changed on LinkedIn, or a member they disconnected, still counts as theirs for the rule
// that nobody co-signs their own proof (core/validation/owner-identity.ts).
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
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

const EMPTY: IdentitySet = { linkedinMembers: [], addresses: [] };

export async function identitySetOf(userId: string): Promise<IdentitySet> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: profileKeys.identitySet(userId), ConsistentRead: true }));
  if (!Item) return EMPTY;
  return { linkedinMembers: [...((Item.linkedinMembers as Set<string> | undefined) ?? [])], addresses: [...((Item.addresses as Set<string> | undefined) ?? [])] };
}

/** Adds what `found` holds that `known` does not; writes nothing when nothing is new. */
export async function rememberIdentities(userId: string, found: FoundIdentities, known?: IdentitySet): Promise<void> {
  const current = known ?? (await identitySetOf(userId));
  const fresh = (values: FoundIdentities['addresses'], have: readonly string[], normalise: (value: string) => string) => {
    const room = MAX_REMEMBERED_IDENTITIES - have.length;
    const added = [...new Set((values ?? []).filter((value): value is string => typeof value === 'string' && value.trim() !== '').map(normalise))].filter((value) => !have.includes(value));
    return added.slice(0, Math.max(room, 0));
  };
  const linkedinMembers = fresh(found.linkedinMembers, current.linkedinMembers, (value) => value.trim());
  const addresses = fresh(found.addresses, current.addresses, (value) => value.trim().toLowerCase());
  if (linkedinMembers.length === 0 && addresses.length === 0) return;
  const additions = [
    ...(linkedinMembers.length > 0 ? ['linkedinMembers :members'] : []),
    ...(addresses.length > 0 ? ['addresses :addresses'] : []),
  ];
  await db().send(new UpdateCommand({
    TableName: tableName(),
    Key: profileKeys.identitySet(userId),
    UpdateExpression: `SET #type = :type, userId = :user ADD ${additions.join(', ')}`,
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: {
      ':type': profileItemTypes.identitySet,
      ':user': userId,
      ...(linkedinMembers.length > 0 ? { ':members': new Set(linkedinMembers) } : {}),
      ...(addresses.length > 0 ? { ':addresses': new Set(addresses) } : {}),
    },
  }));
}
