// Who the owner of a proof is, for the rule that nobody co-signs their own proof: their account
// (which is their LinkedIn identity: the user id is the identity token's subject) and every
// address of theirs we know: the profile's e-mail (LinkedIn's, kept current at each sign-in) and
// the one in their current session. Addresses compare by mailbox (domain/rules/mailbox.ts).
import type { SessionUser } from '../../domain/entities';
import { isOneOf } from '../../domain/rules/mailbox';
import { getProfile } from '../data/profiles';

export interface OwnerIdentity {
  readonly userId: string;
  readonly addresses: readonly string[];
}

export async function ownerIdentity(ownerUserId: string, session?: SessionUser | null): Promise<OwnerIdentity> {
  const profile = await getProfile(ownerUserId);
  const addresses = [profile?.email, session?.email].filter((address): address is string => typeof address === 'string' && address.trim() !== '');
  return { userId: ownerUserId, addresses };
}

/** Whether the address reaches one of the owner's mailboxes. */
export const isOwnersAddress = (owner: OwnerIdentity, email: string | null | undefined): boolean => isOneOf(email, owner.addresses);

/** Whether the signed-in person is the owner: the same account, or an identity with one of the owner's addresses. */
export const isOwnersIdentity = (owner: OwnerIdentity, identity: SessionUser | null): boolean =>
  identity !== null && (identity.id === owner.userId || identity.sub === owner.userId || isOwnersAddress(owner, identity.email));
