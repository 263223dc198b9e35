import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ProjectEditor } from './ProjectEditor';

/** /create-project */
export default function CreateProjectPage() {
  useDocumentTitle('Create Project');
  return <ProjectEditor initial={null} />;
}
