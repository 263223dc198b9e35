// The admin panel's messages.

export const admin = {
  unableToFindUser: 'Unable to find user',
  userNotFound: 'User not found',
  alreadyAdmin: 'User is already an admin',
  grantFailed: 'Error granting admin role',
  revokeFailed: 'Error revoking admin role',
  granted: { title: 'Admin role granted', description: 'User has been granted admin privileges' },
  revoked: { title: 'Admin role revoked', description: 'User admin privileges have been removed' },
  // ours
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  lastAdmin: 'The last remaining admin cannot be revoked',
  notAnAdmin: 'This user is not an admin',
  suspended: 'This account is suspended. Sign in to Provenly to read why and to appeal.',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  suspendedToast: { title: 'Account suspended', description: 'They have been e-mailed your reason, and their public pages are hidden.' },
  restoredToast: { title: 'Account restored', description: 'They have been e-mailed, and their public pages are back.' },
  suspendFailed: 'Error suspending account',
  restoreFailed: 'Error restoring account',
  noUsers: 'No users found',
  noAdmins: 'No admin users found',
  searchPlaceholder: 'Search users by name or username...',
  grantPlaceholder: 'Enter user email to grant admin access',
  revokeTitle: 'Revoke admin access?',
  revokeDescription: 'This will remove admin privileges from this user. They will no longer have access to the admin panel.',
} as const;
