// The keys of profiles, their identity sets and owner sessions, and their username and product-id claims.
// docs/data-model.md lists the layout and the access pattern each key serves.
import { canonicalIso, type Key, normalizeProductId, normalizeUsername, userPartition } from '../plumbing/key-parts';

/** The item kinds of profiles (the `type` attribute). */
export const profileItemTypes = {
  profile: 'Profile',
  identitySet: 'IdentitySet',
  ownerSessions: 'OwnerSessions',
  usernameClaim: 'UsernameClaim',
  productIdClaim: 'ProductIdClaim',
} as const;

export const profileKeys = {
  profile: (userId: string): Key => ({ pk: userPartition(userId), sk: 'PROFILE' }),
  identitySet: (userId: string): Key => ({ pk: userPartition(userId), sk: 'IDENTITIES' }),
  ownerSessions: (userId: string): Key => ({ pk: userPartition(userId), sk: 'SESSIONS' }),
  profileList: (createdAt: string, userId: string) => ({ gsi1pk: 'PROFILES', gsi1sk: `${canonicalIso(createdAt)}#${userId}` }),
  profilesPartition: 'PROFILES',
  /** A profile on the list of its address's mailbox, by the mailbox's pseudonym (core/data/personal-data). */
  profileEmail: (mailboxPseudonym: string, userId: string) => ({ gsi2pk: `EMAIL#${mailboxPseudonym}`, gsi2sk: userPartition(userId) }),
  profileEmailPartition: (mailboxPseudonym: string) => `EMAIL#${mailboxPseudonym}`,
  username: (username: string): Key => ({ pk: `USERNAME#${normalizeUsername(username)}`, sk: 'USERNAME' }),
  productId: (productId: string): Key => ({ pk: `PRODUCTID#${normalizeProductId(productId)}`, sk: 'PRODUCTID' }),
} as const;
