// Share a verified proof on LinkedIn (spec section 2, Share dialog): a connect prompt until the
// account is connected; the integration status with its checks; an optional message; the seal;
// a live preview of the post exactly as it will be posted; then the post, its progress and its
// outcome.
import { useId, useState } from 'react';
import { SHARE_MESSAGE_MAX_LENGTH } from '../../../../domain/api/linkedin';
import type { OwnProof } from '../../../../domain/api/proofs';
import { POSTING_SCOPE, DEFAULT_SHARE_MESSAGE } from '../../../../domain/constants';
import { sharing } from '../../../../domain/messages/sharing';
import { proofImagePath } from '../../../../domain/rules/proof-image';
import { buildSharePostText } from '../../../../domain/rules/share-post-text';
import { buttonSizes, primaryButton, secondaryButton } from '../../../components/button-styles';
import { Dialog } from '../../../components/Dialog';
import { LinkedInIcon } from '../../../components/LinkedInIcon';
import { useMe } from '../../../lib/server-state/me';
import { useCardImageLoader, useLinkedInStatus } from './api/linkedin';
import { ConnectPrompt } from './ConnectPrompt';
import { IntegrationStatus } from './IntegrationStatus';
import { PostPreview } from './PostPreview';
import { SealPanel } from './SealPanel';
import { ShareOutcome } from './ShareOutcome';
import { useLinkedInConnect } from './useLinkedInConnect';
import { usePreviewImage } from './usePreviewImage';
import { useShareToLinkedIn } from './useShareToLinkedIn';

interface LinkedInShareDialogProps {
  readonly proof: OwnProof;
  readonly open: boolean;
  readonly onClose: () => void;
}

export function LinkedInShareDialog({ proof, open, onClose }: LinkedInShareDialogProps) {
  const shareable = proof.verified && !!proof.proofNumber;
  return (
    <Dialog open={open} onClose={onClose} title="Share on LinkedIn" description={shareable ? `Post “${proof.title}” with its proof card.` : undefined} size="lg">
      {shareable ? (
        <ShareForm proof={proof} proofNumber={proof.proofNumber!} onClose={onClose} />
      ) : (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {sharing.unverifiedProject}
        </p>
      )}
    </Dialog>
  );
}

function ShareForm({ proof, proofNumber, onClose }: { proof: OwnProof; proofNumber: string; onClose: () => void }) {
  const messageId = useId();
  const hintId = useId();
  const [message, setMessage] = useState('');
  const me = useMe();
  const status = useLinkedInStatus();
  const linkedin = useLinkedInConnect();
  const share = useShareToLinkedIn();
  const origin = window.location.origin;
  const proofUrl = `${origin}/proof/${encodeURIComponent(proofNumber)}`;
  const text = buildSharePostText({ message, title: proof.title, outcomes: proof.outcomes, skills: proof.skills, proofNumber, origin });
  const image = usePreviewImage(useCardImageLoader(proof.id), proof.status === 'published' ? proofImagePath(proofNumber, proof.contentHash) : null);

  const connection = status.data;
  const canPost = !!connection?.connected && connection.scopes.includes(POSTING_SCOPE);
  const posted = share.state.name === 'posted' ? share.state : null;
  const posting = share.state.name === 'posting';

  const submit = () => {
    if (!canPost || posting) return;
    void share.share({ recognitionId: proof.id, message, shareType: 'achievement', includeProjectLink: true, useAICard: false, imageGenerationMethod: image.state === 'failed' ? 'none' : 'card' });
  };

  return (
    <div className="space-y-4">
      {status.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Checking your LinkedIn connection…
        </p>
      ) : canPost ? (
        <IntegrationStatus status={connection} proofId={proof.id} lastPost={posted ? { shareUrn: posted.shareUrn, webUrl: posted.webUrl } : null} />
      ) : (
        <ConnectPrompt linkedin={linkedin} limited={!!connection?.connected} />
      )}
      <div>
        <label htmlFor={messageId} className="text-sm font-medium text-slate-800">
          Your message (optional)
        </label>
        <textarea
          id={messageId}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-describedby={hintId}
          rows={3}
          maxLength={SHARE_MESSAGE_MAX_LENGTH}
          placeholder={DEFAULT_SHARE_MESSAGE}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900"
        />
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          Left blank, the post starts with “{DEFAULT_SHARE_MESSAGE}”
        </p>
      </div>
      <SealPanel proof={proof} />
      <PostPreview authorName={me.data?.profile.displayName ?? ''} text={text} image={image} title={proof.title} proofUrl={proofUrl} />
      <ShareOutcome state={share.state} onReconnect={() => void linkedin.connect()} />
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
        <button type="button" onClick={onClose} className={`${secondaryButton} ${buttonSizes.md}`}>
          {posted ? 'Done' : 'Cancel'}
        </button>
        {!posted && (
          <button type="button" onClick={submit} aria-disabled={!canPost || posting || undefined} className={`${primaryButton} ${buttonSizes.md}`}>
            <LinkedInIcon />
            {posting ? 'Posting…' : 'Post to LinkedIn'}
          </button>
        )}
      </div>
    </div>
  );
}
