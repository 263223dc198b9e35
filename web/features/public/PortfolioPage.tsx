// /portfolio/:handle (spec: Public portfolio). The handle is a username or a user id.
import { useLocation, useParams } from 'react-router-dom';
import { publicPages } from '../../../domain/messages';
import { ShieldIcon } from '../../components/icons';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { publicCopy } from './copy';
import { CreateProofCta } from './CreateProofCta';
import { MessageCard } from './MessageCard';
import { PortfolioHeader } from './PortfolioHeader';
import { PortfolioProofCard } from './PortfolioProofCard';
import type { PublicPortfolio } from '../../../domain/api/public';
import { publicApi } from './public-api';
import { PublicLayout } from './PublicLayout';
import { failureText, statusOf, usePublicData } from './usePublicData';

export default function PortfolioPage() {
  const { handle = '' } = useParams();
  const fromVerify = (useLocation().state as { fromVerify?: boolean } | null)?.fromVerify === true;
  const portfolio = usePublicData(handle, publicApi.portfolio);
  useDocumentTitle(
    portfolio.status === 'ready' ? `${portfolio.data.profile.displayName}'s verified portfolio` : portfolio.status === 'failed' ? publicPages.portfolioNotFound : 'Portfolio',
  );

  return (
    <PublicLayout>
      {portfolio.status === 'loading' && <PageSpinner label="Loading portfolio" />}
      {portfolio.status === 'failed' &&
        (statusOf(portfolio.error) === 404 ? (
          <MessageCard title={publicPages.portfolioNotFound}>
            <p>{publicCopy.portfolioNotFoundText}</p>
          </MessageCard>
        ) : (
          <MessageCard title={publicCopy.loadFailedHeading} onRetry={portfolio.retry}>
            <p>{failureText(portfolio.error)}</p>
          </MessageCard>
        ))}
      {portfolio.status === 'ready' && <PortfolioView portfolio={portfolio.data} fromVerify={fromVerify} />}
    </PublicLayout>
  );
}

function PortfolioView({ portfolio, fromVerify }: { portfolio: PublicPortfolio; fromVerify: boolean }) {
  const { profile, proofs } = portfolio;
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
    </div>
  );
}
