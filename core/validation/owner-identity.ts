// Who the owner of a proof is, for the rule that nobody co-signs their own proof: one identity set
// per person. Their account (the identity token's subject), every LinkedIn member they signed in
// or connected with for posting, and every address any of those proved: the profile's e-mail
// (LinkedIn's, kept current at each sign-in), the one in their current session, and all those
// remembered before (core/data/profiles/identity-sets.ts). Addresses compare by mailbox (domain/rules/mailbox.ts).
import type { Profile, SessionUser } from '../../domain/entities';
import { isOneOf } from '../../domain/rules/mailbox';
import { identitySetOf, rememberIdentities } from '../data/profiles/identity-sets';
import { getProfile } from '../data/profiles/profiles';

export interface OwnerIdentity {
  readonly userId: string;
  readonly linkedinMembers: readonly string[];
  readonly addresses: readonly string[];
  /** The owner's profile, as it was read for this (null: none). */
  readonly profile: Profile | null;
}

const present = (values: readonly (string | null | undefined)[]): string[] =>
  [...new Set(values.filter((value): value is string => typeof value === 'string' && value.trim() !== ''))];

/**
 * The owner's identity set; `session`, the owner's own, is remembered into it. A caller that has
 * just read the owner's profile passes it as `profile`, and it is not read again.
 */
export async function ownerIdentity(ownerUserId: string, options: { readonly session?: SessionUser | null; readonly profile?: Profile | null } = {}): Promise<OwnerIdentity> {
  const { session } = options;
  const [profile, known] = await Promise.all([options.profile !== undefined ? options.profile : getProfile(ownerUserId), identitySetOf(ownerUserId)]);
  if (session?.id === ownerUserId) await rememberIdentities(ownerUserId, { linkedinMembers: [session.linkedinMemberId], addresses: [session.email] }, known);
  return {
    userId: ownerUserId,
    linkedinMembers: present([...known.linkedinMembers, profile?.linkedinProfileId, session?.linkedinMemberId]),
    addresses: present([...known.addresses, profile?.email, session?.email]),
    profile,
  };
}

/** Whether the address reaches one of the owner's mailboxes. */
export const isOwnersAddress = (owner: OwnerIdentity, email: string | null | undefined): boolean => isOneOf(email, owner.addresses);

/** Whether the signed-in person is the owner: the same account, one of their LinkedIn members, or an identity with one of their addresses. */
export const isOwnersIdentity = (owner: OwnerIdentity, identity: SessionUser | null): boolean =>
  identity !== null &&
  (identity.id === owner.userId ||
    identity.sub === owner.userId ||
    owner.linkedinMembers.includes(identity.sub) ||
    (identity.linkedinMemberId !== null && owner.linkedinMembers.includes(identity.linkedinMemberId)) ||
    isOwnersAddress(owner, identity.email));
