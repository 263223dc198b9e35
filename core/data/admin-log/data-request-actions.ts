// What the admin log says of a person's data requests (docs/data-rights.md, Operators): asked and
// done, by whom (their id) and about what (a proof's id and number, an account's id), never what
// it held.
export const DATA_REQUEST_ACTIONS = {
  proofDeletionAsked: 'proof-deletion-asked',
  proofDeleted: 'proof-deleted',
  archiveAsked: 'archive-asked',
  archiveReady: 'archive-ready',
  archiveFailed: 'archive-failed',
  accountClosureAsked: 'account-closure-asked',
  accountClosureCancelled: 'account-closure-cancelled',
  accountClosed: 'account-closed',
} as const;
