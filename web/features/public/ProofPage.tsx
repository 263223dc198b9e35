// /proof and /proof/:number (spec: Proof validation page): look a proof up by its number.
import { Link, useParams } from 'react-router-dom';
import { publicPages } from '../../../domain/messages';
import { normaliseProofSearch } from '../../../domain/rules/proof-number';
import { ArrowLeftIcon } from '../../components/icons';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { publicCopy } from './copy';
import { MessageCard } from './MessageCard';
import { publicApi } from './public-api';
import { PublicLayout } from './PublicLayout';
import { ProofSearchForm } from './ProofSearchForm';
import { ProofSkeleton } from './ProofSkeleton';
import { statusOf, usePublicData } from './usePublicData';

/**
 * The proof and the code that shows it, fetched side by side: the page's first paint (heading,
 * search box, skeleton) does not wait for the result's components, nor they for the proof.
 */
async function loadProof(proofNumber: string, signal: AbortSignal) {
  const [data, { ProofResult }] = await Promise.all([publicApi.proof(proofNumber, signal), import('./ProofResult')]);
  return { data, ProofResult };
}

export default function ProofPage() {
  const proofNumber = normaliseProofSearch(useParams().number);
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
        {proofNumber ? <ProofLookup proofNumber={proofNumber} /> : <ProofTitle />}
      </div>
    </PublicLayout>
  );
}

function ProofTitle({ name }: { name?: string }) {
  useDocumentTitle(name ?? 'Proof Validation');
  return null;
}

function ProofLookup({ proofNumber }: { proofNumber: string }) {
  const result = usePublicData(proofNumber, loadProof);
  if (result.status === 'loading') {
    return (
      <>
        <ProofTitle />
        <ProofSkeleton />
      </>
    );
  }
  if (result.status === 'ready') {
    const { data, ProofResult } = result.data;
    return (
      <>
        <ProofTitle name={data.proof.title} />
        <ProofResult result={data} />
      </>
    );
  }
  const status = statusOf(result.error);
  if (status === 429) {
    return (
      <MessageCard title={publicCopy.loadFailedHeading} headingLevel={2} homeLink={false} onRetry={result.retry}>
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
