// What the edit page offers beyond the form: request validation for a draft, or, once verified and
// published (its public link opens it), copy its link and share it. A proof an administrator hid
// says so and why instead of offering its link or sharing (both would answer not found).
import { useState } from 'react';
import type { Proof } from '../../../domain/entities';
import { dashboard } from '../../../domain/messages/dashboard';
import { portal } from '../../../domain/messages/portal';
import { isPubliclyListed } from '../../../domain/rules/public-visibility';
import { buttonSizes, primaryButton, secondaryButton } from '../../components/button-styles';
import { CopyButton } from '../../components/CopyButton';
import { ShareIcon, UserPlusIcon } from '../../components/icons';
import { HiddenProofNotice } from '../../components/proof/HiddenProofNotice';
import { ShareDialog } from '../../components/share/ShareDialog';

interface ProofToolbarProps {
  readonly proof: Proof;
  readonly onRequestValidation: (proof: Proof) => void;
}

export function ProofToolbar({ proof, onRequestValidation }: ProofToolbarProps) {
  const [sharing, setSharing] = useState(false);

  if (proof.hiddenAt) {
    return (
      <div className="max-w-sm">
        <HiddenProofNotice proof={proof} />
        {!proof.verified && <RequestValidation proof={proof} onRequestValidation={onRequestValidation} />}
      </div>
    );
  }
  if (proof.verified && !isPubliclyListed(proof)) {
    return <p className="max-w-xs text-sm text-slate-600">{dashboard.publicLinkAfterPublishing}</p>;
  }
  if (proof.verified) {
    return (
      <div className="flex flex-wrap gap-2">
        <CopyButton text={`${window.location.origin}/project/${encodeURIComponent(proof.id)}`} failureMessage={portal.copyLinkFailed} />
        <button type="button" onClick={() => setSharing(true)} className={`${primaryButton} ${buttonSizes.sm}`}>
          <ShareIcon />
          Share
        </button>
        <ShareDialog proof={proof} open={sharing} onClose={() => setSharing(false)} />
      </div>
    );
  }
  return <RequestValidation proof={proof} onRequestValidation={onRequestValidation} />;
}

/** Request Validation, for a draft with an organisation (the spec's condition). */
function RequestValidation({ proof, onRequestValidation }: ProofToolbarProps) {
  if (proof.status !== 'draft') return null;
  if (!proof.orgName) {
    return <p className="max-w-xs text-sm text-slate-600">Add an organization and save to request validation.</p>;
  }
  return (
    <button type="button" onClick={() => onRequestValidation(proof)} className={`${secondaryButton} ${buttonSizes.sm}`}>
      <UserPlusIcon />
      Request Validation
    </button>
  );
}
