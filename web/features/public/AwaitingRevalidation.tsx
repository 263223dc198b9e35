// A shared proof link whose proof is no longer verified (its attested content changed, or an
// approval was withdrawn): say so plainly, with whose proof it is, and show none of its content.
import { Link } from 'react-router-dom';
import type { PublicProofAwaitingRevalidation } from '../../../domain/api/public';
import { revalidation } from '../../../domain/messages/portal';
import { longDate } from './format';
import { OwnerCard } from './OwnerCard';

export function AwaitingRevalidation({ result }: { result: PublicProofAwaitingRevalidation }) {
  const { proofNumber, owner, since } = result;
  return (
    <div className="space-y-6">
      <section aria-labelledby="proof-awaiting" className="flex items-start gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-6">
        <span aria-hidden="true" className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-amber-500 text-white">
          <svg viewBox="0 0 20 20" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" focusable="false">
            <circle cx="10" cy="10" r="7.5" />
            <path d="M10 5.5V10l3 2" />
          </svg>
        </span>
        <div className="min-w-0">
          <h2 id="proof-awaiting" className="text-xl font-bold text-amber-950">
            {revalidation.awaitingHeading}
          </h2>
          <p className="mt-1 text-sm break-words text-amber-950">
            Proof <span className="font-mono font-semibold">{proofNumber}</span> by{' '}
            <Link to={`/portfolio/${encodeURIComponent(owner.username)}`} className="rounded font-semibold underline underline-offset-4 hover:text-amber-900">
              {owner.displayName}
            </Link>
          </p>
          <p className="mt-2 font-medium text-amber-950">{revalidation.awaitingSince(longDate(since) ?? since)}</p>
          <p className="mt-1 text-amber-950">{revalidation.awaitingText}</p>
        </div>
      </section>
      <OwnerCard owner={owner} />
    </div>
  );
}
