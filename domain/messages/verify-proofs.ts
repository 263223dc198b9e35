// ours: checking many proofs at once (/verify-proofs and POST /api/public/verify-proofs).
import { PRODUCT_NAME } from '../product';
import { MAX_BUNDLE_LINKS_CHECKED, MAX_CHECKED_ITEMS } from '../constants';

export const verifyProofs = {
  heading: 'Verify several proofs',
  intro: `Paste proof numbers or ${PRODUCT_NAME} links, say from a CV: proof pages, project pages, credential links or a link to several proofs. Each is checked on its own.`,
  fieldLabel: 'Proof numbers or links',
  placeholder: 'PJ-ABC123\nhttps://…/proof/PJ-XYZ789',
  check: 'Check',
  checking: 'Checking…',
  linkFromProof: 'Checking several proofs? Verify them all at once',
  // Refusals, field by field
  nothingToCheck: 'Paste at least one proof number or link',
  tooMany: `At most ${MAX_CHECKED_ITEMS} proofs at a time`,
  itemTooLong: 'One of the items is too long to be a proof number or link',
  tooMuch: `Too much to check at once: at most ${MAX_CHECKED_ITEMS} proof numbers or links`,
  checkFailed: 'The proofs could not be checked. Please try again.',
  // What each line says
  status: {
    verified: 'Verified',
    revoked: 'Revoked',
    'awaiting-revalidation': 'Awaiting re-validation',
    'not-found': 'Not found',
    'not-recognised': `Not a proof number or ${PRODUCT_NAME} link`,
  },
  tooManyBundleLinks: `At most ${MAX_BUNDLE_LINKS_CHECKED} links to several proofs can be checked at once.`,
  by: (ownerName: string): string => `by ${ownerName}`,
  cosignedBy: 'Co-signed by',
  summary: (verified: number, total: number): string => `${verified} of ${total} verified`,
} as const;
