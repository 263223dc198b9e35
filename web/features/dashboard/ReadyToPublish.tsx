import type { OwnProof } from '../../../domain/api/proofs';
import { dashboard as messages } from '../../../domain/messages';
import { buttonSizes, primaryButton, secondaryButton } from '../../components/button-styles';
import { CheckIcon } from '../../components/icons';
import { useToast } from '../../components/toast/toast-context';
import { usePublishProof } from './usePublishProof';

interface ReadyToPublishProps {
  /** Verified proofs that are not published yet. */
  readonly proofs: readonly OwnProof[];
}

/** Verified proofs waiting to go public: publish each to the portfolio. */
export function ReadyToPublish({ proofs }: ReadyToPublishProps) {
  const toast = useToast();
  const { publishing, publish } = usePublishProof();
  if (proofs.length === 0) return null;
  return (
    <section aria-labelledby="ready-title" className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-6 shadow-sm">
      <h2 id="ready-title" className="flex items-center gap-2 font-semibold text-emerald-950">
        <span className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-emerald-600 text-white">
          <CheckIcon className="h-4 w-4" />
        </span>
        Ready to publish
      </h2>
      <p className="mt-1 text-sm text-emerald-900">These proofs are verified. Publish them to show them on your portfolio.</p>
      <ul className="mt-4 divide-y divide-emerald-100 rounded-lg border border-emerald-100 bg-white">
        {proofs.map((proof) => (
          <li key={proof.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{proof.title}</p>
              {proof.proofNumber && <p className="font-mono text-xs text-slate-600">{proof.proofNumber}</p>}
            </div>
            <button
              type="button"
              onClick={() => void publish(proof)}
              aria-disabled={publishing !== null || undefined}
              className={`${primaryButton} ${buttonSizes.sm}`}
            >
              {publishing === proof.id ? 'Publishing…' : 'Publish'}
              <span className="sr-only"> {proof.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={() => toast(messages.comingSoonToasts.publishPost)} className={`${secondaryButton} ${buttonSizes.sm}`}>
          Publish Post
        </button>
        <button type="button" onClick={() => toast(messages.comingSoonToasts.addToProfile)} className={`${secondaryButton} ${buttonSizes.sm}`}>
          Add to Profile
        </button>
      </div>
    </section>
  );
}
