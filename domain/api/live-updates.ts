// Live updates (spec: realtime channel 'validation-updates'): the one message the WebSocket
// notifier sends an owner, in the cloud and in the local runtime alike. It names the collections
// of the owner's data that changed, so a screen refetches exactly those and nothing else, and the
// proofs that changed, so a list read from an index that lags behind is caught up.

/** The channel every live-update message is on. */
export const VALIDATION_UPDATES = 'validation-updates';

/** The owner's collections a change can touch: their proofs, the requests they sent, the co-signatures they received. */
export const LIVE_COLLECTIONS = ['proofs', 'validation-requests', 'validations'] as const;
export type LiveCollection = (typeof LIVE_COLLECTIONS)[number];

/** One of the owner's proofs, as of a change: its id and the time of the change (its `updatedAt`). */
export interface ProofVersion {
  readonly id: string;
  readonly updatedAt: string;
}

/** The most proofs one message names; a batch that changed more names none, and the lists are read again. */
export const MAX_ANNOUNCED_PROOFS = 25;

export interface LiveUpdateMessage {
  readonly channel: typeof VALIDATION_UPDATES;
  /** What changed, each named once, in LIVE_COLLECTIONS order. */
  readonly changed: readonly LiveCollection[];
  /**
   * The proofs that changed, as of the change. The owner's list is read from an index that may not
   * show the change yet (DynamoDB's global secondary indexes are eventually consistent): a proof it
   * shows older, or not at all, is read by its id.
   */
  readonly proofs?: readonly ProofVersion[];
}

/** A message for the collections given (deduplicated, in a stable order), and the proofs that changed. */
export function liveUpdate(changed: Iterable<LiveCollection>, proofs: readonly ProofVersion[] = []): LiveUpdateMessage {
  const set = new Set(changed);
  const message = { channel: VALIDATION_UPDATES, changed: LIVE_COLLECTIONS.filter((collection) => set.has(collection)) } as const;
  return proofs.length > 0 && proofs.length <= MAX_ANNOUNCED_PROOFS && set.has('proofs') ? { ...message, proofs } : message;
}

const isProofVersion = (value: unknown): value is ProofVersion =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ProofVersion).id === 'string' &&
  (value as ProofVersion).id !== '' &&
  typeof (value as ProofVersion).updatedAt === 'string';

/**
 * Reads a message off the wire; anything else (another channel, garbage) is null. A message that
 * does not say what changed (a notifier older than `changed`) means everything may have.
 */
export function parseLiveUpdate(data: string): LiveUpdateMessage | null {
  try {
    const value = JSON.parse(data) as { channel?: unknown; changed?: unknown; proofs?: unknown } | null;
    if (value?.channel !== VALIDATION_UPDATES) return null;
    if (value.changed === undefined) return liveUpdate(LIVE_COLLECTIONS);
    if (!Array.isArray(value.changed)) return null;
    const proofs = Array.isArray(value.proofs) && value.proofs.every(isProofVersion) ? value.proofs.map(({ id, updatedAt }) => ({ id, updatedAt })) : [];
    return liveUpdate(value.changed.filter((item): item is LiveCollection => (LIVE_COLLECTIONS as readonly unknown[]).includes(item)), proofs);
  } catch {
    return null;
  }
}
