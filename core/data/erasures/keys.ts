// The keys of the erasure queue (core/data/erasures/erasures.ts).
// docs/data-model.md lists the layout and the access pattern each key serves.
import type { Key } from '../plumbing/key-parts';

/** The item kinds of the erasure queue (the `type` attribute). */
export const erasureItemTypes = {
  pendingErasure: 'PendingErasure',
} as const;

export const erasureKeys = {
  /** One partition: the queue is short (work waits in it for minutes), and the sweep reads it whole. */
  partition: 'ERASURES',
  pendingErasure: (kind: string, subjectId: string): Key => ({ pk: 'ERASURES', sk: `${kind.toUpperCase()}#${subjectId}` }),
} as const;
