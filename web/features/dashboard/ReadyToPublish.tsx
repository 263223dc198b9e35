import { useState } from 'react';
import type { OwnProof } from '../../../domain/api/proofs';
import { dashboard as messages } from '../../../domain/messages/dashboard';
import { addToProfileUrl } from '../../../domain/rules/add-to-profile';
import { buttonSizes, primaryButton, secondaryButton } from '../../components/button-styles';
import { CheckIcon } from '../../components/icons';
import { LinkedInIcon } from '../../components/LinkedInIcon';
import { LinkedInShareDialog } from './linkedin/LinkedInShareDialog';
import { shareUnavailableOf } from './share-unavailable';
import { usePublishProof } from './usePublishProof';

interface ReadyToPublishProps {
  /** Verified proofs that are not published yet. */
  readonly proofs: readonly OwnProof[];
}

const small = buttonSizes.sm;

/**
 * Verified proofs waiting to go public: publish each to the portfolio, post it on LinkedIn (which
 * publishes it too), or add it to the LinkedIn profile as a certification (which publishes it
 * first: the certification's link must open the verified proof). A proof the public may
 * not see (hidden by an administrator, or private) says why instead of offering LinkedIn.
 */
export function ReadyToPublish({ proofs }: ReadyToPublishProps) {
  const { publishing, publish } = usePublishProof();
  const [posting, setPosting] = useState<OwnProof | null>(null);

  /** Opens LinkedIn's tab within the click (a tab opened after waiting would be blocked), then publishes, then fills it in. */
  const publishAndAddToProfile = async (proof: OwnProof) => {
    if (publishing !== null || !proof.proofNumber) return;
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    if (!(await publish(proof))) {
      tab?.close();
      return;
    }
    const url = addToProfileUrl({ title: proof.title, proofNumber: proof.proofNumber, issuedAt: proof.verifiedAt ?? proof.updatedAt, origin: window.location.origin });
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  };
  if (proofs.length === 0 && !posting) return null;
  return (
    <section aria-labelledby="ready-title" className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-6 shadow-sm">
      <h2 id="ready-title" className="flex items-center gap-2 font-semibold text-emerald-950">
        <span className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-emerald-600 text-white">
          <CheckIcon className="h-4 w-4" />
        </span>
        Ready to publish
      </h2>
      <p className="mt-1 text-sm text-emerald-900">These proofs are verified. Publish them to your portfolio, post them on LinkedIn, or add them to your LinkedIn profile.</p>
      <p id="ready-add-to-profile" className="mt-1 text-sm text-emerald-900">
        {messages.addToProfilePublishes}
      </p>
      <ul className="mt-4 divide-y divide-emerald-100 rounded-lg border border-emerald-100 bg-white">
        {proofs.map((proof) => {
          const unavailable = shareUnavailableOf(proof);
          return (
            <li key={proof.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{proof.title}</p>
                {proof.proofNumber && <p className="font-mono text-xs text-slate-600">{proof.proofNumber}</p>}
              </div>
              <div className="flex flex-wrap gap-2">
                <button type="button" onClick={() => void publish(proof)} aria-disabled={publishing !== null || undefined} className={`${primaryButton} ${small}`}>
                  {publishing === proof.id ? 'Publishing…' : 'Publish'}
                  <span className="sr-only"> {proof.title}</span>
                </button>
                {unavailable ? (
                  <p className="max-w-xs text-sm text-slate-700">{unavailable.tip}</p>
                ) : (
                  <button type="button" onClick={() => setPosting(proof)} className={`${secondaryButton} ${small}`}>
                    <LinkedInIcon />
                    Publish Post
                    <span className="sr-only"> about {proof.title}</span>
                  </button>
                )}
                {proof.proofNumber && !unavailable && (
                  <button
                    type="button"
                    onClick={() => void publishAndAddToProfile(proof)}
                    aria-disabled={publishing !== null || undefined}
                    aria-describedby="ready-add-to-profile"
                    className={`${secondaryButton} ${small}`}
                  >
                    {messages.publishAndAddToProfile}
                    <span className="sr-only"> {proof.title} (opens LinkedIn in a new tab)</span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {posting && <LinkedInShareDialog open proof={posting} onClose={() => setPosting(null)} />}
    </section>
  );
}
