import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ProjectEditor } from './ProjectEditor';
import { useOwnProof } from './useOwnProof';

/** /edit-project/{id}: the owner's proof in the form; anyone else is sent back to the dashboard. */
export default function EditProjectPage() {
  useDocumentTitle('Edit Project');
  const { id = '' } = useParams();
  const proof = useOwnProof(id);
  if (!proof) return <PageSpinner label="Loading your project" />;
  return <ProjectEditor key={proof.id} initial={proof} />;
}
