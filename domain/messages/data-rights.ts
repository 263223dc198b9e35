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
