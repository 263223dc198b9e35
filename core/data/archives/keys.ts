// The keys of account archives (core/data/archives/archives.ts).
// docs/data-model.md lists the layout and the access pattern each key serves.
import { canonicalIso, type Key, userPartition } from '../plumbing/key-parts';

/** The item kinds of account archives (the `type` attribute). */
export const archiveItemTypes = {
  accountArchive: 'AccountArchive',
  queuedArchive: 'QueuedArchive',
} as const;

export const archiveKeys = {
  /** The person's latest archive: one at a time. */
  accountArchive: (userId: string): Key => ({ pk: userPartition(userId), sk: 'ARCHIVE' }),
  /** An archive being built, oldest first: the builder job reads this partition. */
  queuedArchive: (requestedAt: string, userId: string): Key => ({ pk: 'ARCHIVES', sk: `${canonicalIso(requestedAt)}#${userId}` }),
  queuePartition: 'ARCHIVES',
} as const;
