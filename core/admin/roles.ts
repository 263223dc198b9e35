// Admin roles (spec sections 2, 5, 7, 8): grant by e-mail, revoke (never the last admin), the
// list of current administrators, and the bootstrap grant from ADMIN_EMAILS. Every grant and
// revoke is written in the same transaction as its entry in the admin action log.
import type { AdminRoleRow, AdminRolesPage } from '../../domain/api/admin/roles';
import type { Profile, SessionUser, UserRole } from '../../domain/entities';
import { admin as messages } from '../../domain/messages/admin';
import { config } from '../config';
import { AlreadyExistsError, NotFoundError } from '../data/plumbing/errors';
import type { PageOptions } from '../data/plumbing/items';
import { getProfilesByEmail } from '../data/profiles/profiles';
import { ensureAdminCount, grantAdminItems, grantFailure, isAdmin, LastAdminError, listAdmins, newAdminRole, revokeAdminItems, revokeFailure } from '../data/roles/user-roles';
import { conflict, notFound } from '../errors';
import { CONFIGURATION_ACTOR, recordAdminAction } from '../data/admin-log/admin-log';

const toRow = (role: UserRole, profile: Pick<Profile, 'displayName' | 'username' | 'avatarUrl'> | null): AdminRoleRow => ({
  userId: role.userId,
  displayName: profile?.displayName ?? null,
  username: profile?.username ?? null,
  avatarUrl: profile?.avatarUrl ?? null,
  grantedAt: role.grantedAt,
  grantedBy: role.grantedBy ?? CONFIGURATION_ACTOR,
});

/** Grants admin to the user with this e-mail: 'User not found', 'User is already an admin'. */
export async function grantAdminByEmail(email: string, actorId: string): Promise<AdminRoleRow> {
  const [profile] = await getProfilesByEmail(email);
  if (!profile) throw notFound(messages.userNotFound);
  const role = newAdminRole({ userId: profile.id, grantedBy: actorId });
  try {
    await recordAdminAction({ action: 'grant-admin', actor: actorId, target: `user:${profile.id}`, details: { email } }, grantAdminItems(role));
  } catch (error) {
    const failure = grantFailure(error);
    if (failure instanceof AlreadyExistsError) throw conflict(messages.alreadyAdmin);
    if (failure instanceof NotFoundError) throw notFound(messages.userNotFound);
    throw failure;
  }
  return toRow(role, profile);
}

/** Revokes a user's admin role; the last remaining admin is refused (409), race-safe. */
export async function revokeAdminRole(userId: string, actorId: string): Promise<void> {
  await ensureAdminCount();
  try {
    await recordAdminAction({ action: 'revoke-admin', actor: actorId, target: `user:${userId}` }, revokeAdminItems(userId));
  } catch (error) {
    const failure = revokeFailure(error);
    if (failure instanceof NotFoundError) throw notFound(messages.notAnAdmin);
    if (failure instanceof LastAdminError) throw conflict(messages.lastAdmin);
    throw failure;
  }
}

/** Current Administrators, newest granted first. */
export async function listAdminRoles(options: PageOptions): Promise<AdminRolesPage> {
  const page = await listAdmins(options);
  return { items: page.items.map((row) => toRow(row, row.profile)), cursor: page.cursor };
}

/** Whether the signed-in person's verified e-mail is one ADMIN_EMAILS names. */
export function isConfiguredAdmin(user: Pick<SessionUser, 'email' | 'emailVerified'>, adminEmails: readonly string[] = config().adminEmails): boolean {
  return Boolean(user.email && user.emailVerified && adminEmails.includes(user.email.trim().toLowerCase()));
}

/**
 * The bootstrap: a person whose verified e-mail ADMIN_EMAILS names becomes an admin at sign-in,
 * granted by configuration (grantedBy null, the log's actor 'configuration'). Returns whether
 * they are an admin now. Removing an address from the list later revokes nothing: an admin does.
 */
export async function grantConfiguredAdmin(user: SessionUser): Promise<boolean> {
  if (await isAdmin(user.id)) return true;
  if (!isConfiguredAdmin(user)) return false;
  const role = newAdminRole({ userId: user.id, grantedBy: null });
  try {
    await recordAdminAction(
      { action: 'grant-admin', actor: CONFIGURATION_ACTOR, target: `user:${user.id}`, reason: 'ADMIN_EMAILS', details: { email: user.email } },
      grantAdminItems(role),
    );
  } catch (error) {
    if (!(grantFailure(error) instanceof AlreadyExistsError)) throw grantFailure(error);
  }
  return true;
}
