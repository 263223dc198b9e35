// The keys of admin roles, and the number of admins (the last one cannot be revoked).
// docs/data-model.md lists the layout and the access pattern each key serves.
import { canonicalIso, type Key, userPartition } from '../plumbing/key-parts';

/** The item kinds of roles (the `type` attribute). */
export const roleItemTypes = {
  userRole: 'UserRole',
  adminCount: 'AdminCount',
} as const;

export const roleKeys = {
  userRole: (userId: string, role: string): Key => ({ pk: userPartition(userId), sk: `ROLE#${role}` }),
  roleList: (role: string, grantedAt: string, userId: string) => ({ gsi1pk: `ROLE#${role}`, gsi1sk: `${canonicalIso(grantedAt)}#${userId}` }),
  rolePartition: (role: string) => `ROLE#${role}`,

  adminCount: { pk: 'ADMINS', sk: 'COUNT' } as Key,
} as const;
