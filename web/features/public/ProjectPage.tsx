// /project/:id (spec: Public project page): a verified project anyone can read.
import { Link, useParams } from 'react-router-dom';
import { publicPages } from '../../../domain/messages';
import { ArrowLeftIcon } from '../../components/icons';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { publicCopy } from './copy';
import { CreateProofCta } from './CreateProofCta';
import { MessageCard } from './MessageCard';
import { OwnerCard } from './OwnerCard';
import { ProjectDetails } from './ProjectDetails';
import { publicApi } from './public-api';
import { PublicLayout } from './PublicLayout';
import { failureText, statusOf, usePublicData } from './usePublicData';

const backLink = 'inline-flex items-center gap-2 rounded-lg text-sm font-medium text-blue-700 underline-offset-4 hover:underline';

export default function ProjectPage() {
  const { id = '' } = useParams();
  const result = usePublicData(id, publicApi.project);
  useDocumentTitle(result.status === 'ready' ? result.data.project.title : result.status === 'failed' ? publicPages.projectNotFound : 'Project');

  if (result.status === 'loading') {
    return (
      <PublicLayout width="md">
        <PageSpinner label="Loading project" />
      </PublicLayout>
    );
  }
  if (result.status === 'failed') {
    return (
      <PublicLayout width="md">
        {statusOf(result.error) === 404 ? (
          <MessageCard title={publicPages.projectNotFound}>
            <p>{publicCopy.projectNotFoundText}</p>
          </MessageCard>
        ) : (
          <MessageCard title={publicCopy.loadFailedHeading} onRetry={result.retry}>
            <p>{failureText(result.error)}</p>
          </MessageCard>
        )}
      </PublicLayout>
    );
  }

  const { project, owner } = result.data;
  const portfolioPath = `/portfolio/${encodeURIComponent(owner.username)}`;
  return (
    <PublicLayout width="md">
      <div className="space-y-6">
        <Link to={portfolioPath} className={backLink}>
          <ArrowLeftIcon />
          Back to {owner.displayName}'s portfolio
        </Link>
        <OwnerCard owner={owner} />
        <ProjectDetails project={project} />
        <CreateProofCta />
      </div>
    </PublicLayout>
  );
}
