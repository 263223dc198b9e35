// Words of LinkedIn sharing that the spec leaves to us (its own are `sharing` in sharing.ts).
import { PRODUCT_NAME } from '../product';
import { sharing } from './sharing';

export const linkedinFailures = {
  ...sharing.shareFailedByStatus,
  /** 426: the LinkedIn-Version in configuration was sunset; nothing the member can do. */
  426: `LinkedIn no longer accepts the API version ${PRODUCT_NAME} uses. This is on our side and we have been alerted; please try again later.`,
  /** 429: LinkedIn's daily limit for the member or the app. */
  429: "LinkedIn's daily posting limit has been reached. It resets at midnight UTC; please try again after that.",
  processingFailed: 'LinkedIn could not process the proof image. Please try again.',
  processingTimeout: 'LinkedIn is still processing the proof image. Please try again in a minute.',
  unavailable: 'LinkedIn is not answering right now. Please try again in a few minutes.',
  sharingInProgress: 'This proof is being shared right now.',
  hiddenProof: 'This proof was hidden by an administrator, so it cannot be shared. We e-mailed you the reason.',
  privateProof: 'This proof is not public, so it cannot be shared.',
} as const;

/** What the dashboard says in place of sharing a proof the public may not see (`shareRefusalOf`). */
export const shareUnavailable = {
  hidden: { label: 'Share (Hidden by an administrator)', tip: linkedinFailures.hiddenProof },
  private: { label: 'Share (Not public)', tip: linkedinFailures.privateProof },
} as const;

export const linkedinChecks = {
  verifyForbidden:
    "LinkedIn does not let apps read posts back, so we cannot check this post for you. Open it on LinkedIn to see it.",
  verified: 'The post is live on LinkedIn.',
  recommendations: {
    connect: 'Connect LinkedIn to share your proofs.',
    reconnect: 'Reconnect LinkedIn: the connection has expired or was revoked.',
    missingScope: 'Reconnect LinkedIn and allow posting (w_member_social).',
    expiresSoon: 'Your LinkedIn connection expires within a week: reconnect to keep sharing.',
    healthy: 'Everything looks right: you can share proofs.',
  },
} as const;
