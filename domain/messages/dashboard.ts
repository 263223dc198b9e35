// The dashboard's messages (spec section 8, "Dashboard").
import { PRODUCT_NAME } from '../product';

export const dashboard = {
  profileError: { title: 'Profile Error', description: 'Failed to load profile. Please try refreshing.' },
  projectsLoadFailed: 'Failed to load projects',
  signedOut: 'Signed out successfully',
  signOutFailed: 'Error signing out',
  comingSoon: 'This section is coming soon!',
  copyProductIdFailed: `Failed to copy ${PRODUCT_NAME} ID`,
  copyVerificationLinkFailed: 'Failed to copy verification link',
  // spec section 2 (empty states of My Proofs)
  noProofs: 'No proofs yet',
  noFilteredProofs: (filter: string): string => `No ${filter} proofs`,
  // ours: actions the spec only toasts (Quick actions' Import from LinkedIn)
  comingSoonToasts: {
    importFromLinkedIn: { title: 'Coming Soon', description: 'Importing projects from LinkedIn is coming soon.' },
  },
  // ours: the Publish action of the Ready to publish card
  proofPublished: { title: 'Proof published', description: 'It now appears on your public portfolio.' },
  // ours: a proof whose approvals were all made from the e-mailed link alone (DESIGN.md section 3, Verified)
  needsEstablishedCosigner:
    "Approved from the e-mailed link only, which does not show who approved, so this proof is not verified yet. To verify it, ask a co-signer to sign in with LinkedIn when they co-sign, or invite a manager with an address at the company's domain.",
  publishFailed: 'Failed to publish proof. Please try again.',
  // ours: a public link is handed out only once it opens the verified proof
  publishAndAddToProfile: 'Publish and Add to Profile',
  addToProfilePublishes: 'Adding a proof to your LinkedIn profile publishes it first, so the link on LinkedIn opens your verified proof.',
  publicLinkAfterPublishing: 'The public link works once the proof is verified and published.',
} as const;
