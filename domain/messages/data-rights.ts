// What the owner reads when they delete a proof (docs/data-rights.md). Deleting cannot be undone,
// so the confirmation says everything that follows from it.
import { PRODUCT_NAME } from '../product';

export const proofDeletion = {
  heading: 'Delete proof',
  intro: `Remove this proof from ${PRODUCT_NAME} for good.`,
  button: 'Delete proof',
  confirmTitle: (title: string) => `Delete "${title}"?`,
  confirmConsequences: [
    'Its public page, project page, portfolio entry, image and link previews stop showing it within a minute.',
    'Its portable credential reads revoked to anyone who checks it.',
    'Everyone who co-signed it is told by e-mail that it was deleted.',
    `Its content, co-signatures, invitations and audit trail are removed from ${PRODUCT_NAME}.`,
  ],
  confirmWarning: 'This cannot be undone.',
  confirm: 'Delete proof for good',
  deleting: 'Deleting...',
  deleted: 'Proof deleted',
  deletedDescription: (title: string) => `"${title}" is gone from ${PRODUCT_NAME}.`,
  failed: 'The proof could not be deleted. Please try again.',
} as const;

export const archiveMessages = {
  heading: 'Download your data',
  intro: `An archive of everything ${PRODUCT_NAME} holds about you: your profile, every proof with its invitations, co-signatures, audit trail and credentials, the co-signatures you gave, and your LinkedIn posts. JSON for programs, with a page to read it in a browser, zipped.`,
  prepare: 'Prepare my archive',
  preparing: 'Preparing your archive...',
  progress: (done: number, total: number) => `Drawing proof cards: ${done} of ${total}`,
  readyMail: 'We will e-mail you when it is ready. You can leave this page.',
  ready: (until: string) => `Your archive is ready. You can download it until ${until}.`,
  download: 'Download archive',
  failed: 'Your archive could not be prepared. Please try again.',
  building: 'Your archive is already being prepared.',
  tooSoon: (when: string) => `You asked for an archive a short while ago. You can ask for a new one after ${when}.`,
  noneReady: 'No archive is ready to download. Prepare one first.',
  downloadFailed: 'The download could not start. Please try again.',
  nextAfter: (when: string) => `You can ask for a new archive after ${when}.`,
} as const;

export const accountClosure = {
  heading: 'Close your account',
  intro: `Close your ${PRODUCT_NAME} account and have everything about you erased.`,
  button: 'Close my account',
  confirmTitle: 'Close your account?',
  confirmConsequences: (days: number, holdDays: number) => [
    'You are signed out everywhere at once, and your portfolio, proofs and images stop showing publicly.',
    `In ${days} days every proof you own is deleted as if you deleted it: co-signers are told, credentials read revoked.`,
    'The co-signatures you gave others are withdrawn, and their proofs are re-evaluated.',
    `Your profile and LinkedIn connection are erased; your username stays reserved for ${holdDays} days, and your ${PRODUCT_NAME} ID is never given to anyone else.`,
  ],
  graceNote: (days: number) => `Changed your mind? Sign in within ${days} days and your account stays open.`,
  archiveFirst: 'Download your data first if you want a copy: once the account is closed it is gone.',
  deletePosts: `Also delete the posts ${PRODUCT_NAME} made for me on LinkedIn`,
  deletePostsHint: 'Posts are deleted on LinkedIn when the account is erased, while your LinkedIn connection still works.',
  confirmLabel: (username: string) => `Type your username, ${username}, to confirm`,
  confirmMismatch: 'Type your username exactly as shown to confirm.',
  confirm: 'Close my account',
  inProgress: 'Closing...',
  failed: 'Your account could not be closed. Please try again.',
  closed: (until: string) => `Your account will be erased on ${until}. Sign in before then to keep it.`,
  kept: 'Welcome back: your account stays open.',
  alreadyClosing: 'This account is already closing.',
  tooMany: 'You asked to close this account several times today. Try again tomorrow.',
  signInAgain: 'For your security, sign in again, then try once more.',
  signInAgainButton: 'Sign in again',
  sessionEnded: 'You were signed out. Sign in again to continue.',
  /** The reason recorded on a co-signature withdrawn because its co-signer closed their account. */
  withdrawnOnClosure: `The co-signer closed their ${PRODUCT_NAME} account.`,
  closing: `This account is closing. Open ${PRODUCT_NAME} after signing in again to keep it.`,
} as const;
