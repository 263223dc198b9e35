// Admin roles (spec sections 2, 5, 7, 8): grant by e-mail, Current Administrators, revoke.
import * as z from 'zod';
import type { PageResult } from '../paging';

/** POST /api/admin/roles: grant admin to the user with this e-mail (domain/schemas/grant-admin.ts). */
export { grantAdminSchema, type GrantAdmin as GrantAdminBody } from '../../schemas/grant-admin';

/** `{userId}` in DELETE /api/admin/roles/{userId}. */
export const adminRoleUserPathSchema = z.object({ userId: z.string().min(1).max(64) });

/** A row of Current Administrators: User, Status (Admin), Granted date. */
export interface AdminRoleRow {
  readonly userId: string;
  readonly displayName: string | null;
  readonly username: string | null;
  readonly avatarUrl: string | null;
  readonly grantedAt: string;
  /** The admin who granted it, or 'configuration' for a grant from ADMIN_EMAILS. */
  readonly grantedBy: string;
}
export type AdminRolesPage = PageResult<AdminRoleRow>;

/** The answer to DELETE /api/admin/roles/{userId}. */
export interface RevokedAdminRole {
  readonly userId: string;
  readonly revoked: true;
}
