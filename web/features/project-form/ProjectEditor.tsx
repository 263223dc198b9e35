// The create and edit page: the form, a live preview of the card beside it (under it on small
// screens), after creating the new card in a dialog, before a change that removes the
// verification the warning, the validators who declined with what they said, and, for a saved
// proof, deleting it.
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Proof } from '../../../domain/entities';
import { ArrowLeftIcon } from '../../components/icons';
import { Logo } from '../../components/Logo';
import { ProofCardPreview } from '../../components/proof/ProofCardPreview';
import { CreatedDialog } from './CreatedDialog';
import { DeclinedRequests } from './DeclinedRequests';
import { DeleteProofSection } from './DeleteProofSection';
import { draftCardData, draftFromProof, EMPTY_DRAFT } from './form-draft';
import { ProjectForm } from './ProjectForm';
import { ProofToolbar } from './ProofToolbar';
import { RevalidationWarningDialog } from './RevalidationWarningDialog';
import { useProjectForm } from './useProjectForm';
import { useSaveProject } from './useSaveProject';
import { useSuggestions } from './useSuggestions';

export function ProjectEditor({ initial }: { initial: Proof | null }) {
  const navigate = useNavigate();
  const form = useProjectForm(initial ? draftFromProof(initial) : EMPTY_DRAFT);
  const suggestions = useSuggestions(form.draft, form.update);
  const { saved, saving, created, warning, closeCreated, save, decide } = useSaveProject(form, initial);
  const submitRef = useRef<HTMLButtonElement>(null);
  const editing = saved !== null;
  const unsaved = saved !== null && JSON.stringify(draftFromProof(saved)) !== JSON.stringify(form.draft);

  // Validators are invited from the dashboard: for ?invite={id} it opens the invitation dialog.
  const requestValidation = (proof: Proof) => void navigate(`/dashboard?invite=${encodeURIComponent(proof.id)}`);

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link to="/dashboard" className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900">
            <ArrowLeftIcon />
            Back to Dashboard
          </Link>
          <Logo />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 id="project-form-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {editing ? 'Edit Project' : 'Create Project'}
            </h1>
            <p className="mt-1 text-slate-600">Turn a piece of work into a proof card your manager and peers can co-sign.</p>
          </div>
          {saved && <ProofToolbar proof={saved} onRequestValidation={requestValidation} />}
        </div>
        {saved && <DeclinedRequests proof={saved} unsaved={unsaved} />}
        <div className="mt-6 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ProjectForm form={form} suggestions={suggestions} saving={saving} submitLabel={editing ? 'Save Changes' : 'Create Project'} submitRef={submitRef} onSubmit={() => void save()} />
          <aside aria-labelledby="preview-title" className="lg:sticky lg:top-6">
            <h2 id="preview-title" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              Live preview
            </h2>
            <p className="mt-1 mb-3 text-sm text-slate-600">Your proof card, as others will see it.</p>
            <ProofCardPreview proof={draftCardData(form.draft, saved)} />
          </aside>
        </div>
        {saved && <DeleteProofSection proof={saved} />}
      </main>
      {warning && <RevalidationWarningDialog onDecide={(choice) => void decide(choice)} returnFocusRef={submitRef} />}
      {created && (
        <CreatedDialog
          proof={created}
          onClose={closeCreated}
          returnFocusRef={submitRef}
          onEdit={() => void navigate(`/edit-project/${encodeURIComponent(created.id)}`)}
          onDashboard={() => void navigate('/dashboard')}
        />
      )}
    </div>
  );
}
