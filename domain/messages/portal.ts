// The validator's side: the validation portal, re-validation after an edit, and withdrawal.
import { VALIDATION_COMMENT_MAX_LENGTH, WITHDRAWAL_REASON_MAX_LENGTH } from '../constants';

export const portal = {
  linkedinRequired: 'Please authenticate with LinkedIn to proceed.',
  authenticationError: {
    title: 'Authentication Error',
    description: 'Failed to process LinkedIn authentication. Please try again.',
  },
  authenticationFailed: {
    title: 'Authentication Failed',
    description: 'Failed to authenticate with LinkedIn. Please try again.',
  },
  submitTimeout: 'Request timed out. Your validation may still be processing.',
  submitFailed: 'Failed to submit validation. Please try again.',
  // ours: what a second use of a single-use link gets
  linkAlreadyUsed: 'This validation link has already been used. Each link records one decision.',
  // ours: the expired view's Request new link
  newLinkRequested: 'We have told the owner. They can send you a new link.',
  newLinkAlreadyRequested: 'The owner was already told. They can send you a new link.',
  linkStillValid: 'This link is still valid: you can respond now.',
  invalidOrExpiredLink:
    'This validation link is invalid or has expired. Validation links are only valid for 72 hours for security purposes.',
  requestLoadFailed: 'Unable to load validation request...',
  unexpectedState: 'An unexpected error occurred...',
  copyLinkFailed: 'Failed to copy link',
  qrCodeFailed: 'Failed to generate QR code',
  // ours: the portal's footer (spec section 2: all validations are logged in an immutable audit trail)
  auditTrail: 'All validations are recorded in an immutable audit trail.',
  // ours
  decisionRequired: 'Choose approve or decline',
  commentTooLong: `Comment must be at most ${VALIDATION_COMMENT_MAX_LENGTH} characters`,
  // ours: who may decide, and on what (docs/validation.md, threat model)
  ownProof: 'You cannot validate your own proof.',
  signedByAnother: 'This validation link is linked to another LinkedIn account. Sign in with the account that first opened it.',
  alreadyCosigned: 'You have already co-signed this proof. Each person counts once.',
  contentChanged: 'This proof was changed while you were reviewing it. Please review the new version before you decide.',
  reviewFirst: 'Please open the proof and review it before you decide.',
  // ours: the owner's account is suspended (docs/admin.md)
  linkPaused: 'This validation link is paused while the account that sent it is under review. Please try again later.',
} as const;

// ours: after an edit of attested content (the editor's warning, the one-step re-invitation, and
// the shared link of a proof awaiting re-validation)
export const revalidation = {
  editWarning: {
    title: 'This change removes the verification',
    description:
      'Your co-signers approved the current title, role, organization, dates, description, outcomes, skills and links. If you change any of them, the proof is no longer verified and its shared link says it is awaiting re-validation until they approve the new version.',
  },
  askAgain: 'Ask the same co-signers again',
  saveAndAskAgain: 'Save and ask the same co-signers again',
  saveOnly: 'Save Changes',
  asked: { title: 'Co-signers asked again', description: 'They will receive an e-mail with a private link to review the new version.' },
  nobodyToAsk: 'There is nobody to ask again: no one approved an earlier version of this proof.',
  awaitingHeading: 'Awaiting Re-validation',
  // the lookup does not say which: an edit of attested content, or a co-signer's withdrawal
  awaitingText: 'This proof was changed after it was verified, or a co-signer withdrew their approval. It will show as verified again once its co-signers have approved what it says now.',
  awaitingSince: (date: string): string => `Not verified since ${date}: it is awaiting re-validation by its co-signers.`,
} as const;

// ours: a co-signer takes their approval back through the private link in their confirmation mail
export const withdrawal = {
  invalidLink: 'This withdrawal link is invalid.',
  reasonRequired: 'Please tell the owner why you withdraw your co-signature.',
  reasonTooLong: `Reason must be at most ${WITHDRAWAL_REASON_MAX_LENGTH} characters`,
  alreadyWithdrawn: 'This co-signature has already been withdrawn.',
  withdrawn: { title: 'Co-signature withdrawn', description: 'The proof no longer counts your approval. The owner can see that you withdrew it.' },
  loadFailed: 'Unable to load this withdrawal link. Please try again.',
  failed: 'Failed to withdraw your co-signature. Please try again.',
} as const;
