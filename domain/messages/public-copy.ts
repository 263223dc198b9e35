// The public pages' own words, where the spec describes a message without wording it ("ours").
// The spec's exact texts are in public-pages.ts (publicPages, verifyById).
import { PRODUCT_NAME } from '../product';

export const publicCopy = {
  portfolioNotFoundText: 'This portfolio does not exist or is not public yet.',
  projectNotFoundText: 'This project may not exist or is not verified yet.',
  noVerifiedProjects: 'No verified projects yet',
  noVerifiedProjectsText: 'Verified proofs will appear here once managers or peers have co-signed them.',
  verifiedIdTitle: `Verified ${PRODUCT_NAME} ID`,
  verifiedIdBanner: `This portfolio was accessed via a verified ${PRODUCT_NAME} ID.`,
  proofVerified: 'Proof Verified',
  proofVerifiedText: 'This professional achievement has been validated',
  verifyingProof: 'Verifying proof and redirecting...',
  throttled: 'Too many requests right now. Please wait a moment and try again.',
  loadFailed: 'We could not load this page. Please check your connection and try again.',
  loadFailedHeading: 'Something went wrong',
  ctaHeading: 'Turn your own work into verified proof',
  ctaText: `Add a project, have your manager or peers co-sign it, and share a proof anyone can check. Your first proof on ${PRODUCT_NAME} is free.`,
  ctaButton: 'Create your own proof',
} as const;
