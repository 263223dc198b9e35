// Sharing and the LinkedIn connection (spec section 8, "Sharing and connection toasts").

export const sharing = {
  unverifiedProject: 'Cannot share unverified project',
  // ours: the share dialog's title, for the proof's owner and for anyone else on its public page
  shareDialogOwner: 'Share your proof',
  shareDialogVisitor: 'Share this proof',
  notConnected: 'LinkedIn not connected',
  authenticationRequired: 'Authentication required',
  shareFailed: 'Failed to share to LinkedIn',
  // ours: the spec gives only the meaning of each status detail
  shareFailedByStatus: {
    401: 'LinkedIn token expired. Please reconnect LinkedIn.',
    403: 'Missing w_member_social permission. Please reconnect LinkedIn.',
    422: 'LinkedIn rejected the post as invalid or duplicate content.',
  },
  noRecentPost: 'No recent post to verify',
  postNotFound: 'Post not found on LinkedIn',
  verificationFailed: 'Verification failed',
  debugFailed: 'Debug failed',
  diagnosticsFailed: 'Diagnostics failed',
  // ours: the spec gives only the meaning of the hint
  diagnosticsNeedsDeveloperAccess: 'LinkedIn profile check (/v2/me) failed: the app needs developer access.',
  connectionIssue: 'LinkedIn Connection Issue',
  popupBlocked: 'Popup blocked. Please allow popups and try again.',
  signInToConnect: 'Please sign in to connect LinkedIn',
  authorizationUrlFailed: 'Failed to generate LinkedIn authorization URL',
  linkedinConnectionFailed: 'LinkedIn Connection Failed',
  connectionFailed: 'Connection Failed',
} as const;
