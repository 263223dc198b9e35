// The public pages, verification by ID, and link previews.
import { PRODUCT_NAME } from '../product';

export const publicPages = {
  portfolioNotFound: 'Portfolio Not Found',
  projectNotFound: 'Project Not Found',
  proofNotFoundOrNotVerified: 'Proof number not found or not verified',
  proofLoadFailed: 'Failed to load proof data',
  proofNotFoundHeading: 'Proof Not Found',
  // ours
  proofNumberRequired: 'Enter a proof number (e.g., PJ-ABC123)',
} as const;

export const verifyById = {
  heading: 'Verification Failed',
  invalidId: `Invalid ${PRODUCT_NAME} ID`,
  verifyFailed: `Failed to verify ${PRODUCT_NAME} ID`,
  idNotFound: `${PRODUCT_NAME} ID not found`,
  profileIncomplete: 'User profile incomplete',
} as const;

// ours: link previews (Open Graph / Twitter meta of /proof, /project and /portfolio pages) and the
// generic product card. The generic texts match web/index.html's own head.
export const linkPreviews = {
  genericTitle: `${PRODUCT_NAME} · Verified proof of your professional work`,
  genericDescription: 'Turn your work projects into verified proof cards, co-signed by your managers and peers.',
  tagline: 'Verified proof of your professional work',
  proofTitle: (title: string, ownerName: string): string => `${title} · ${ownerName} | ${PRODUCT_NAME}`,
  proofImageAlt: (title: string, proofNumber: string): string => `Proof card ${proofNumber}: ${title}`,
  verifiedProofAs: (proofNumber: string, trustLevel: string): string => `Verified proof ${proofNumber} (${trustLevel}).`,
  portfolioTitle: (displayName: string): string => `${displayName} · Verified portfolio | ${PRODUCT_NAME}`,
  portfolioCount: (count: number): string => (count === 1 ? '1 verified project' : `${count} verified projects`),
  productImageAlt: `${PRODUCT_NAME}: verified proof of your professional work`,
} as const;
