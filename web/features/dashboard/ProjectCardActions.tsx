import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Proof } from '../../../domain/entities';
import { dashboard } from '../../../domain/messages/dashboard';
import { portal } from '../../../domain/messages/portal';
import { isPubliclyListed } from '../../../domain/rules/public-visibility';
import { buttonSizes, primaryButton, secondaryButton } from '../../components/button-styles';
import { CopyButton } from '../../components/CopyButton';
import { LinkIcon, PencilIcon, ShareIcon, UserPlusIcon } from '../../components/icons';
import { LinkedInShareDialog } from './linkedin/LinkedInShareDialog';
import { PendingShareButton, UnavailableShareButton } from './PendingShareButton';
import { shareUnavailableOf } from './share-unavailable';
import { ProofCredentialDialog } from './ProofCredentialDialog';
import { credentials as credentialText } from '../../../domain/messages/credentials';

interface ProjectCardActionsProps {
  readonly proof: Proof;
  /** The card's title: each action is described by it, so "Edit" says which proof. */
  readonly titleId: string;
  readonly onInvite: (proof: Proof) => void;
}

/**
 * Invite a validator (unverified) or share (verified; a private proof says why it cannot be shared
 * instead); edit; copy the public project link, once there is one (verified, published, public),
 * else say when there will be. A proof an administrator hid offers none of sharing, its link or its
 * credential (its card says why: HiddenProofNotice): only what still works, inviting and editing.
 */
export function ProjectCardActions({ proof, titleId, onInvite }: ProjectCardActionsProps) {
  const [sharing, setSharing] = useState(false);
  const [credentialOpen, setCredentialOpen] = useState(false);
  const small = buttonSizes.sm;
  const unavailable = shareUnavailableOf(proof);
  const hidden = Boolean(proof.hiddenAt);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
      {proof.verified && !hidden && (
        <>
          {unavailable ? (
            <UnavailableShareButton label={unavailable.label} tip={unavailable.tip} />
          ) : (
            <>
              <button type="button" onClick={() => setSharing(true)} aria-describedby={titleId} className={`${primaryButton} ${small}`}>
                <ShareIcon />
                Share
              </button>
              <LinkedInShareDialog proof={proof} open={sharing} onClose={() => setSharing(false)} />
            </>
          )}
          {proof.status === 'published' && (
            <>
              <button type="button" onClick={() => setCredentialOpen(true)} aria-describedby={titleId} className={`${secondaryButton} ${small}`}>
                {credentialText.download}
              </button>
              <ProofCredentialDialog proof={proof} open={credentialOpen} onClose={() => setCredentialOpen(false)} />
            </>
          )}
        </>
      )}
      {!proof.verified && (
        <>
          <button type="button" onClick={() => onInvite(proof)} aria-describedby={titleId} className={`${primaryButton} ${small}`}>
            <UserPlusIcon />
            Invite Validator
          </button>
          {!hidden && <PendingShareButton />}
        </>
      )}
      <Link to={`/edit-project/${encodeURIComponent(proof.id)}`} aria-describedby={titleId} className={`${secondaryButton} ${small}`}>
        <PencilIcon />
        Edit
      </Link>
      {hidden ? null : isPubliclyListed(proof) ? (
        <CopyButton text={`${window.location.origin}/project/${encodeURIComponent(proof.id)}`} failureMessage={portal.copyLinkFailed} describedBy={titleId} />
      ) : (
        <UnavailableShareButton label="Copy link" tip={dashboard.publicLinkAfterPublishing} icon={<LinkIcon />} />
      )}
    </div>
  );
}
