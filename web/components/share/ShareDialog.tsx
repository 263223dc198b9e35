// Share a verified proof: its public proof link to LinkedIn, X, Facebook or by e-mail, or copied.
import { useId, type ReactNode } from 'react';
import type { Proof } from '../../../domain/entities';
import { portal } from '../../../domain/messages/portal';
import { sharing } from '../../../domain/messages/sharing';
import { CopyButton } from '../CopyButton';
import { Dialog } from '../Dialog';
import { proofShareTargets } from './share-targets';
import { ShareTargetList } from './ShareTargetList';
import { usePageOrigin } from '../../lib/page-origin';

interface ShareDialogProps {
  readonly proof: Pick<Proof, 'title' | 'verified' | 'proofNumber'>;
  readonly open: boolean;
  readonly onClose: () => void;
  /** Shown below the share targets: the proof link's QR code (200x200), given the link. */
  readonly qrCode?: (url: string) => ReactNode;
  /** Who is sharing: the proof's owner ('Share your proof'), or anyone on its public page ('Share this proof'). */
  readonly sharer?: 'owner' | 'visitor';
}

export function ShareDialog({ proof, open, onClose, qrCode, sharer = 'owner' }: ShareDialogProps) {
  const linkId = useId();
  const shareable = proof.verified && !!proof.proofNumber;
  const origin = usePageOrigin();
  const url = shareable ? `${origin}/proof/${encodeURIComponent(proof.proofNumber ?? '')}` : '';
  const targets = shareable ? proofShareTargets({ url, title: proof.title }) : null;

  return (
    <Dialog open={open} onClose={onClose} title={sharer === 'owner' ? sharing.shareDialogOwner : sharing.shareDialogVisitor} description={shareable ? `Anyone with the link can check “${proof.title}”.` : undefined}>
      {!targets ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {sharing.unverifiedProject}
        </p>
      ) : (
        <div className="space-y-5">
          <div>
            <label htmlFor={linkId} className="text-sm font-medium text-slate-800">
              Proof link
            </label>
            <div className="mt-1 flex gap-2">
              <input id={linkId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800" />
              <CopyButton text={url} failureMessage={portal.copyLinkFailed} />
            </div>
          </div>
          <ShareTargetList targets={targets} className="grid grid-cols-2 gap-2 sm:grid-cols-4" />
          {qrCode?.(url)}
        </div>
      )}
    </Dialog>
  );
}
