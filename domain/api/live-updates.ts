// Live updates (spec: realtime channel 'validation-updates'): the one message the WebSocket
// notifier sends an owner, in the cloud and in the local runtime alike. It names the collections
// of the owner's data that changed, so a screen refetches exactly those and nothing else.

/** The channel every live-update message is on. */
export const VALIDATION_UPDATES = 'validation-updates';

/** The owner's collections a change can touch: their proofs, the requests they sent, the co-signatures they received. */
export const LIVE_COLLECTIONS = ['proofs', 'validation-requests', 'validations'] as const;
export type LiveCollection = (typeof LIVE_COLLECTIONS)[number];

export interface LiveUpdateMessage {
  readonly channel: typeof VALIDATION_UPDATES;
  /** What changed, each named once, in LIVE_COLLECTIONS order. */
  readonly changed: readonly LiveCollection[];
}

/** A message for the collections given (deduplicated, in a stable order). */
export function liveUpdate(changed: Iterable<LiveCollection>): LiveUpdateMessage {
  const set = new Set(changed);
  return { channel: VALIDATION_UPDATES, changed: LIVE_COLLECTIONS.filter((collection) => set.has(collection)) };
}

/**
 * Reads a message off the wire; anything else (another channel, garbage) is null. A message that
 * does not say what changed (a notifier older than `changed`) means everything may have.
 */
export function parseLiveUpdate(data: string): LiveUpdateMessage | null {
  try {
    const value = JSON.parse(data) as { channel?: unknown; changed?: unknown } | null;
    if (value?.channel !== VALIDATION_UPDATES) return null;
    if (value.changed === undefined) return liveUpdate(LIVE_COLLECTIONS);
    if (!Array.isArray(value.changed)) return null;
    return liveUpdate(value.changed.filter((item): item is LiveCollection => (LIVE_COLLECTIONS as readonly unknown[]).includes(item)));
  } catch {
    return null;
  }
}
