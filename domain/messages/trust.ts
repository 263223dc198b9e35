// ours: the words of the one trust scale on the public pages (the spec names the proof page's
// Trust Levels; what each means, and what each co-signer proved, it leaves to us).
import type { CosignerProof } from '../rules/cosigner-proof';
import type { ProofTrustLevel } from '../rules/proof-trust-level';

export const trustWords = {
  trustLevel: 'Trust Level',
  /** One line under each Trust Level: what it means to a reader. */
  meaning: {
    'Manager Verified': 'A manager the owner named signed in with LinkedIn and approved exactly this content.',
    'Domain Verified': "A co-signer proved they control an address at the organisation's company domain and approved exactly this content.",
    'Organization Listed': 'Co-signers approved this content, but none proved they work at the organisation the owner listed.',
    'Self Reported': 'Co-signers approved this content; no organisation is listed.',
  } satisfies Record<ProofTrustLevel, string>,
  /** Beside each co-signature: what that co-signer proved. */
  proven: (proof: CosignerProof): string => {
    const parts = [proof.signedIn ? 'Signed in with LinkedIn' : null, proof.companyDomain ? `Controls an @${proof.companyDomain} address` : null].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : 'Link only';
  },
  provenLabel: 'What was proven',
} as const;
