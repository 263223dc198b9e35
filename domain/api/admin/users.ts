// User Management (spec section 2): the list with its search, and one user's page.
import * as z from 'zod';
import type { PLANS, Proof, ValidationRequest } from '../../entities';
import { pageQuerySchema, type PageResult } from '../paging';

/** Longest search text: longer text cannot match a stored word prefix anyway. */
export const USER_SEARCH_MAX = 100;

/** GET /api/admin/users?q=&limit=&cursor=: newest first, or those whose name or username matches `q`. */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(USER_SEARCH_MAX, `Search must be at most ${USER_SEARCH_MAX} characters`).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** One row of the table: User (avatar, name, headline), LinkedIn, Plan, Joined. */
export interface AdminUserRow {
  readonly id: string;
  readonly displayName: string;
  readonly username: string;
  readonly avatarUrl: string | null;
  readonly headline: string | null;
  readonly linkedinConnected: boolean;
  readonly plan: (typeof PLANS)[number];
  readonly createdAt: string;
  /** When the account was suspended; null when active. */
  readonly suspendedAt: string | null;
}
export type AdminUsersPage = PageResult<AdminUserRow>;

/** `{id}` in /api/admin/users/{id}. */
export const adminUserIdPathSchema = z.object({ id: z.string().min(1).max(64) });

/** A co-signature on the user's page, given by them or received on their proofs. */
export interface AdminCosignature {
  readonly validationId: string;
  readonly recognitionId: string;
  readonly recognitionTitle: string;
  readonly validatorEmail: string;
  readonly role: 'manager' | 'peer';
  readonly status: string;
  readonly createdAt: string;
}

/** GET /api/admin/users/{id}: the profile, proofs, co-signatures, and LinkedIn connection. */
export interface AdminUserDetail {
  readonly user: AdminUserRow & {
    readonly email: string | null;
    readonly handle: string | null;
    readonly productId: string;
    readonly isAdmin: boolean;
  };
  readonly linkedin: { readonly connected: boolean; readonly scopes: readonly string[] };
  readonly proofs: readonly Pick<Proof, 'id' | 'title' | 'status' | 'verified' | 'proofNumber' | 'createdAt'>[];
  /** Their latest validation requests (pending ones are paused while the account is suspended). */
  readonly requests: readonly (Pick<ValidationRequest, 'id' | 'inviteeEmail' | 'status' | 'expiresAt' | 'recognitionId'> & { readonly recognitionTitle: string })[];
  readonly cosignaturesReceived: readonly AdminCosignature[];
  readonly cosignaturesGiven: readonly AdminCosignature[];
}

/** POST /api/admin/users/{id}/suspend and /restore: why (kept in the admin action log). */
export const adminReasonSchema = z.object({
  reason: z.string().trim().min(1, 'A reason is required').max(500, 'Reason must be at most 500 characters'),
});
export type AdminReasonBody = z.infer<typeof adminReasonSchema>;
