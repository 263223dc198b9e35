// /proof and /proof/:number (spec: Proof validation page): look a proof up by its number. The
// route's loader fetches the proof (api/loaders.ts) and the page the code that shows it, side by
// side: the page's first paint (heading, search box, skeleton) waits for neither. A published proof
// that lost its verification answers `awaiting-revalidation`, and the page says so, not "not found".
import { lazy, Suspense, use, useEffect } from 'react';
import { Link, useLoaderData, useParams, useRevalidator } from 'react-router-dom';
import type { PublicProofLookupAnswer } from '../../../domain/api/public';
import { revalidation } from '../../../domain/messages/portal';
import { publicPages } from '../../../domain/messages/public-pages';
import { normaliseProofSearch } from '../../../domain/rules/proof-number';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { ArrowLeftIcon } from '../../components/icons';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import type { Loading as Load, ProofLoad } from './api/loaders';
import { AwaitingRevalidation } from './AwaitingRevalidation';
import { publicCopy } from '../../../domain/messages/public-copy';
import { statusOf } from './failures';
import { MessageCard } from './MessageCard';
import { PublicLayout } from './PublicLayout';
import { ProofSearchForm } from './ProofSearchForm';
import { ProofSkeleton } from './ProofSkeleton';
import { ReportLink } from './report/ReportLink';

const loadProofResult = () => import('./ProofResult');
const ProofResult = lazy(() => loadProofResult().then(({ ProofResult: component }) => ({ default: component })));

export default function ProofPage() {
  const proofNumber = normaliseProofSearch(useParams().number);
  const { proof } = useLoaderData() as ProofLoad;
  const searched = proof !== null;
  useEffect(() => {
    if (searched) loadProofResult().catch(() => undefined); // beside the proof, not after it
  }, [searched]);
  return (
    <PublicLayout>
      <div className="space-y-8">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50">
            <ArrowLeftIcon />
            Back to Home
          </Link>
          <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Proof Validation</h1>
          <p className="mt-2 max-w-2xl text-slate-600">Check that a proof card is genuine: enter its proof number to see who validated it, and when.</p>
        </div>
        <ProofSearchForm key={proofNumber ?? ''} initial={proofNumber ?? ''} />
        {proof ? (
          // A new load gets new boundaries: its skeleton shows even while the router is in a transition.
          <ErrorBoundary key={proof.id} fallback={(error) => <LookupFailure error={error} />}>
            <Suspense fallback={<Checking />}>
              <Found load={proof} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <ProofTitle />
        )}
      </div>
    </PublicLayout>
  );
}

function ProofTitle({ name }: { name?: string }) {
  useDocumentTitle(name ?? 'Proof Validation');
  return null;
}

function Checking() {
  return (
    <>
      <ProofTitle />
      <ProofSkeleton />
    </>
  );
}

function Found({ load }: { load: Load<PublicProofLookupAnswer> }) {
  const result = use(load.data);
  if (result.state === 'awaiting-revalidation') {
    return (
      <>
        <ProofTitle name={`${revalidation.awaitingHeading} · ${result.proofNumber}`} />
        <AwaitingRevalidation result={result} />
      </>
    );
  }
  // One element under the Suspense boundary: a boundary that waits while the page hydrates keeps
  // the server's markup only for its first node (web/public-main.tsx hydrates on Preact).
  return (
    <div className="space-y-8">
      <ProofTitle name={result.proof.title} />
      <ProofResult result={result} />
      <ReportLink />
    </div>
  );
}

function LookupFailure({ error }: { error: unknown }) {
  const { revalidate } = useRevalidator();
  const status = statusOf(error);
  if (status === 429) {
    return (
      <MessageCard title={publicCopy.loadFailedHeading} headingLevel={2} homeLink={false} onRetry={() => void revalidate()}>
        <ProofTitle />
        <p>{publicCopy.throttled}</p>
      </MessageCard>
    );
  }
  return (
    <MessageCard title={publicPages.proofNotFoundHeading} headingLevel={2} homeLink={false}>
      <ProofTitle name={publicPages.proofNotFoundHeading} />
      <p role="alert">{status === 404 ? publicPages.proofNotFoundOrNotVerified : publicPages.proofLoadFailed}</p>
    </MessageCard>
  );
}
