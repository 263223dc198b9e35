// The keys of bundles (docs/wallets.md): a bundle by its unguessable id, and its owner's list of them.
import { canonicalIso, OWNER_LIST_PREFIX, ownerPartition, type Key } from '../plumbing/key-parts';

export const bundleItemTypes = { bundle: 'Bundle' } as const;

export const bundleKeys = {
  bundle: (bundleId: string): Key => ({ pk: `BUNDLE#${bundleId}`, sk: 'BUNDLE' }),
  /** The owner's bundles, newest first (gsi1). */
  ownerList: (ownerUserId: string, createdAt: string, bundleId: string) => ({ gsi1pk: ownerPartition(ownerUserId), gsi1sk: `${OWNER_LIST_PREFIX.bundles}${canonicalIso(createdAt)}#${bundleId}` }),
} as const;
