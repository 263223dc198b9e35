// The admin action log (hash-chained): who did what, to what, when and why.
import type { PageResult } from '../paging';

/**
 * Admin actions; other areas add theirs (hides, domain edits, report decisions), and a person's
 * data requests (proof deletions, archives: core/data/erasures/erasures.ts), logged by their id.
 */
export type AdminAction = 'grant-admin' | 'revoke-admin' | 'suspend-user' | 'restore-user' | (string & {});

export interface AdminLogEntry {
  /** 1 for the first entry, then one more per entry. */
  readonly seq: number;
  readonly action: AdminAction;
  /** The admin's user id, 'configuration' for grants from ADMIN_EMAILS, or the person's id for their data requests. */
  readonly actor: string;
  /** What it was done to: `user:{id}`, `proof:{id}`, ... */
  readonly target: string;
  readonly reason: string | null;
  /** Extra facts of the action (e.g. the e-mail an admin was granted by). */
  readonly details: Readonly<Record<string, string | number | boolean | null>>;
  readonly at: string;
  /** The previous entry's hash ('' for the first). */
  readonly prevHash: string;
  /** sha256 (hex) of the entry's canonical JSON, prevHash included. */
  readonly hash: string;
}

/** GET /api/admin/log?limit=&cursor=: newest first. */
export type AdminLogPage = PageResult<AdminLogEntry>;
