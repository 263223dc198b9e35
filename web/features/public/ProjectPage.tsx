// /project/:id (spec: Public project page): a verified project anyone can read. The route's
// loader fetches it (api/loaders.ts); the page waits for it under Suspense.
import { Suspense, use } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import type { PublicProject } from '../../../domain/api/public';
import { publicPages } from '../../../domain/messages/public-pages';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { ArrowLeftIcon } from '../../components/icons';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import type { Loading as Load, ProjectLoad } from './api/loaders';
import { publicCopy } from '../../../domain/messages/public-copy';
import { CreateProofCta } from './CreateProofCta';
import { failureText, statusOf } from './failures';
import { MessageCard } from './MessageCard';
import { OwnerCard } from './OwnerCard';
import { ProjectDetails } from './ProjectDetails';
import { PublicLayout } from './PublicLayout';
import { ReportLink } from './report/ReportLink';
import { ValidationDetails } from './ValidationDetails';

const backLink = 'inline-flex items-center gap-2 rounded-lg text-sm font-medium text-blue-700 underline-offset-4 hover:underline';

export default function ProjectPage() {
  const { project } = useLoaderData() as ProjectLoad;
  return (
    <PublicLayout width="md">
      {/* A new load gets new boundaries: its spinner shows even while the router is in a transition. */}
      <ErrorBoundary key={project.id} fallback={(error) => <Failure error={error} />}>
        <Suspense fallback={<Loading />}>
          <Loaded load={project} />
        </Suspense>
      </ErrorBoundary>
    </PublicLayout>
  );
}

function Loading() {
  useDocumentTitle('Project');
  return <PageSpinner label="Loading project" />;
}

function Loaded({ load }: { load: Load<PublicProject> }) {
  return <ProjectView result={use(load.data)} />;
}

function Failure({ error }: { error: unknown }) {
  const { revalidate } = useRevalidator();
  useDocumentTitle(publicPages.projectNotFound);
  return statusOf(error) === 404 ? (
    <MessageCard title={publicPages.projectNotFound}>
      <p>{publicCopy.projectNotFoundText}</p>
    </MessageCard>
  ) : (
    <MessageCard title={publicCopy.loadFailedHeading} onRetry={() => void revalidate()}>
      <p>{failureText(error)}</p>
    </MessageCard>
  );
}

function ProjectView({ result }: { result: PublicProject }) {
  const { project, owner } = result;
  useDocumentTitle(project.title);
  const portfolioPath = `/portfolio/${encodeURIComponent(owner.username)}`;
  return (
    <div className="space-y-6">
      <Link to={portfolioPath} className={backLink}>
        <ArrowLeftIcon />
        Back to {owner.displayName}'s portfolio
      </Link>
      <OwnerCard owner={owner} />
      <ProjectDetails project={project} />
      <ValidationDetails validations={result.validations} />
      <CreateProofCta />
      <ReportLink />
    </div>
  );
}
