// The proof card itself, with the way to share it (popups, copy link, QR code) and to read all of it.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonSizes, primaryButton, secondaryButton } from '../../components/button-styles';
import { ShareIcon } from '../../components/icons';
import { ProofCardPreview } from '../../components/proof/ProofCardPreview';
import { ShareDialog } from '../../components/share/ShareDialog';
import { ProofQrCode } from './ProofQrCode';
import type { PublicProof, PublicValidation } from '../../../domain/api/public';
import { useHydrated } from '../../lib/useHydrated';

/** The validations as the card's approvals: its validator avatars (names given with consent, else masked e-mails). */
const approvalsOf = (validations: readonly PublicValidation[]) =>
  validations.map((validation, index) => ({
    validationId: String(index),
    role: validation.role,
    displayName: validation.name ?? validation.validatorEmail,
    avatarUrl: null,
    approvedAt: validation.verifiedOn,
  }));

export function DetailedProofCard({ proof, validations }: { proof: PublicProof; validations: readonly PublicValidation[] }) {
  const [sharing, setSharing] = useState(false);
  const hydrated = useHydrated();
  const proofNumber = proof.proofNumber;
  return (
    <section aria-labelledby="detailed-proof-card" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="detailed-proof-card" className="text-lg font-bold text-slate-900">
          Detailed Proof Card
        </h2>
        <button type="button" onClick={() => setSharing(true)} disabled={!hydrated} className={`${primaryButton} ${buttonSizes.sm}`}>
          <ShareIcon />
          Share
        </button>
      </div>
      <ProofCardPreview
        proof={{ ...proof, status: 'published', verified: true, approvals: approvalsOf(validations) }}
        trustLevel={proof.trustLevel}
        headingLevel={3}
      />
      <Link to={`/project/${encodeURIComponent(proof.id)}`} className={`${secondaryButton} ${buttonSizes.md} w-full`}>
        View the full project
      </Link>
      <ShareDialog
        sharer="visitor"
        proof={{ title: proof.title, verified: true, proofNumber }}
        open={sharing}
        onClose={() => setSharing(false)}
        qrCode={(url) => <ProofQrCode url={url} fileName={`proof-${proofNumber}`} />}
      />
    </section>
  );
}
