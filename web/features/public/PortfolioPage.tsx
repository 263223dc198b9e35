// /portfolio/:handle (spec: Public portfolio). The handle is a username or a user id. The route's
// loader fetches the portfolio (api/loaders.ts); the page waits for it under Suspense.
import { Suspense, use } from 'react';
import { useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import type { PublicPortfolio } from '../../../domain/api/public';
import { publicPages } from '../../../domain/messages/public-pages';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { ShieldIcon } from '../../components/icons';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import type { Loading as Load, PortfolioLoad } from './api/loaders';
import { publicCopy } from '../../../domain/messages/public-copy';
import { CreateProofCta } from './CreateProofCta';
import { failureText, statusOf } from './failures';
import { MessageCard } from './MessageCard';
import { PortfolioHeader } from './PortfolioHeader';
import { PortfolioProofCard } from './PortfolioProofCard';
import { PublicLayout } from './PublicLayout';
import { ReportLink } from './report/ReportLink';

export default function PortfolioPage() {
  const { portfolio } = useLoaderData() as PortfolioLoad;
  return (
    <PublicLayout>
      {/* A new load gets new boundaries: its spinner shows even while the router is in a transition. */}
      <ErrorBoundary key={portfolio.id} fallback={(error) => <Failure error={error} />}>
        <Suspense fallback={<Loading />}>
          <Loaded load={portfolio} />
        </Suspense>
      </ErrorBoundary>
    </PublicLayout>
  );
}

function Loading() {
  useDocumentTitle('Portfolio');
  return <PageSpinner label="Loading portfolio" />;
}

function Loaded({ load }: { load: Load<PublicPortfolio> }) {
  return <PortfolioView portfolio={use(load.data)} />;
}

function Failure({ error }: { error: unknown }) {
  const { revalidate } = useRevalidator();
  useDocumentTitle(publicPages.portfolioNotFound);
  return statusOf(error) === 404 ? (
    <MessageCard title={publicPages.portfolioNotFound}>
      <p>{publicCopy.portfolioNotFoundText}</p>
    </MessageCard>
  ) : (
    <MessageCard title={publicCopy.loadFailedHeading} onRetry={() => void revalidate()}>
      <p>{failureText(error)}</p>
    </MessageCard>
  );
}

function PortfolioView({ portfolio }: { portfolio: PublicPortfolio }) {
  const fromVerify = (useLocation().state as { fromVerify?: boolean } | null)?.fromVerify === true;
  const { profile, proofs } = portfolio;
  useDocumentTitle(`${profile.displayName}'s verified portfolio`);
  return (
    <div className="space-y-8">
      {fromVerify && (
        <p className="flex items-start gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-sm text-green-900">
          <ShieldIcon className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
          <span>
            <strong className="font-semibold">{publicCopy.verifiedIdTitle}. </strong>
            {publicCopy.verifiedIdBanner}
          </span>
        </p>
      )}
      <PortfolioHeader profile={profile} />
      <section aria-labelledby="verified-projects">
        <div className="flex items-baseline gap-3">
          <h2 id="verified-projects" className="text-2xl font-bold text-slate-900">
            Verified Projects
          </h2>
          <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-sm font-semibold text-blue-800">
            {proofs.length}
            <span className="sr-only"> {proofs.length === 1 ? 'project' : 'projects'}</span>
          </span>
        </div>
        {proofs.length === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="font-semibold text-slate-900">{publicCopy.noVerifiedProjects}</p>
            <p className="mt-1 text-sm text-slate-600">{publicCopy.noVerifiedProjectsText}</p>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {proofs.map((proof) => (
              <li key={proof.id}>
                <PortfolioProofCard proof={proof} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <CreateProofCta />
      <ReportLink />
    </div>
  );
}
