// User-facing text of bundles: several verified proofs under one link for an application (docs/wallets.md).
import { MAX_BUNDLES_KEPT, MAX_BUNDLE_PROOFS } from '../constants';
import { PRODUCT_NAME } from '../product';

export const bundles = {
  heading: 'Share several proofs',
  intro: 'Pick verified proofs to send together, say with a job application: one link shows each of them with its co-signers and live status.',
  pick: 'Proofs to include',
  create: 'Create link',
  pickOne: 'Pick at least one verified proof.',
  tooMany: `A link holds at most ${MAX_BUNDLE_PROOFS} proofs.`,
  twice: 'Each proof can be included once.',
  tooManyLinks: `You have ${MAX_BUNDLES_KEPT} links: revoke one to make another.`,
  nothingToShare: 'None of your proofs can be shared this way right now: a proof can once it is verified and published.',
  notVerified: (title: string) => `"${title}" is not verified and published with an active credential, so it cannot be shared this way.`,
  notFound: 'Link not found',
  revokedNotice: 'This link was revoked by its owner.',
  yourLinks: 'Your links',
  none: 'No links yet.',
  revoke: 'Revoke link',
  revokeConfirm: 'Revoke this link? Anyone who opens it will see it was revoked.',
  revoked: 'Revoked',
  copy: 'Copy link',
  downloadJson: 'Download all (.json)',
  pageTitle: (name: string) => `Verified proofs of ${name}`,
  checkable: `Everything on this page can be checked without ${PRODUCT_NAME}: the download holds each proof\u2019s signed credential in one verifiable presentation, which any verifier of W3C Verifiable Credentials checks, and each credential says where its live status is published.`,
} as const;
