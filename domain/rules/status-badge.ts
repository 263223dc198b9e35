// The status badge of a project (spec section 4).

/**
 * Verified when the flag is set; Pending for pending or pending_validation; otherwise the raw
 * status, where 'draft' and a missing status both read 'Draft'.
 */
export function statusBadge(project: { status: string | null; verified: boolean }): string {
  if (project.verified) return 'Verified';
  if (project.status === 'pending' || project.status === 'pending_validation') return 'Pending';
  if (!project.status || project.status === 'draft') return 'Draft';
  return project.status;
}
