// GET /api/admin/stats: the overview's four cards (spec section 2, 'Dashboard Overview').

export interface AdminStats {
  /** Total Users: every profile. */
  readonly totalUsers: number;
  readonly recognitions: number;
  readonly validations: number;
  /** Verification Rate: verified recognitions / recognitions, a rounded percent, 0 when none. */
  readonly verificationRate: number;
}
