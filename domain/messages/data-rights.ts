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
