// A shared proof link whose proof is no longer verified (its attested content changed, or an
// approval was withdrawn): say so plainly, with whose proof it is, and show none of its content.
import { Link } from 'react-router-dom';
import type { PublicProofAwaitingRevalidation } from '../../../domain/api/public';
import { revalidation } from '../../../domain/messages/portal';
import { longDate } from './format';
import { OwnerCard } from './OwnerCard';
import { VerdictPanel } from './VerdictPanel';

export function AwaitingRevalidation({ result }: { result: PublicProofAwaitingRevalidation }) {
  const { proofNumber, owner, since } = result;
  return (
    <div className="space-y-6">
      <VerdictPanel tone="awaiting" id="proof-awaiting" heading={revalidation.awaitingHeading} icon={<ClockIcon />}>
        <p className="mt-1 text-sm break-words">
          Proof <span className="font-mono font-semibold">{proofNumber}</span> by{' '}
          <Link to={`/portfolio/${encodeURIComponent(owner.username)}`} className="rounded font-semibold underline underline-offset-4 hover:text-amber-900">
            {owner.displayName}
          </Link>
        </p>
        <p className="mt-2 font-medium">{revalidation.awaitingSince(longDate(since) ?? since)}</p>
        <p className="mt-1">{revalidation.awaitingText}</p>
      </VerdictPanel>
      <OwnerCard owner={owner} />
    </div>
  );
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" focusable="false">
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 5.5V10l3 2" />
    </svg>
  );
}
