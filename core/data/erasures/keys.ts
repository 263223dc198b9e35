// The keys of the erasure queue (core/data/erasures/erasures.ts).
// docs/data-model.md lists the layout and the access pattern each key serves.
import { canonicalIso, type Key } from '../plumbing/key-parts';

/** The item kinds of the erasure queue (the `type` attribute). */
export const erasureItemTypes = {
  pendingErasure: 'PendingErasure',
} as const;

export const erasureKeys = {
  /** One partition: the queue is short (work waits in it for minutes); read oldest request first. */
  partition: 'ERASURES',
  pendingErasure: (kind: string, requestedAt: string, subjectId: string): Key => ({ pk: 'ERASURES', sk: `${kind.toUpperCase()}#${canonicalIso(requestedAt)}#${subjectId}` }),
} as const;
