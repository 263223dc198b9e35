// The admin panel's Data requests page (docs/data-rights.md, Operators): the people's requests about
// their data that are not finished yet, ids and times only (never what the data says). Finished
// ones are in the admin log.

/** A proof its owner deleted whose removal is not finished (the erasure sweep finishes it). */
export interface PendingProofDeletion {
  readonly proofId: string;
  readonly ownerUserId: string;
  readonly requestedAt: string;
  /** When its co-signers began to be told; null until then. */
  readonly toldAt: string | null;
}

/** An account closing: `waiting` for its grace period, or `due` (the erasure sweep erases it). */
export interface PendingClosure {
  readonly userId: string;
  readonly requestedAt: string;
  readonly closesAt: string;
  readonly state: 'waiting' | 'due';
  readonly deleteLinkedinPosts: boolean;
}

/** An archive being built (the archive builder finishes it). */
export interface PendingArchive {
  readonly userId: string;
  readonly archiveId: string;
  readonly requestedAt: string;
}

/** GET /api/admin/data-requests: each list oldest first, at most DATA_REQUESTS_SHOWN of each. */
export interface DataRequestsAnswer {
  readonly proofDeletions: readonly PendingProofDeletion[];
  readonly closures: readonly PendingClosure[];
  readonly archives: readonly PendingArchive[];
  /** Whether a list has more than it shows. */
  readonly more: { readonly proofDeletions: boolean; readonly closures: boolean; readonly archives: boolean };
}

export const DATA_REQUESTS_SHOWN = 100;
