import type { RefObject } from 'react';
import type { Proof } from '../../../domain/entities';
import { projectForm as messages } from '../../../domain/messages/project-form';
import { buttonSizes, primaryButton, secondaryButton } from '../../components/button-styles';
import { Dialog } from '../../components/Dialog';
import { ProofCardPreview } from '../../components/proof/ProofCardPreview';

interface CreatedDialogProps {
  readonly proof: Proof;
  readonly onClose: () => void;
  readonly onEdit: () => void;
  readonly onDashboard: () => void;
  readonly returnFocusRef: RefObject<HTMLElement | null>;
}

/** The new proof card, right after creating it: edit it, or go back to the dashboard. */
export function CreatedDialog({ proof, onClose, onEdit, onDashboard, returnFocusRef }: CreatedDialogProps) {
  return (
    <Dialog open onClose={onClose} title={messages.projectCreated.title} description={messages.projectCreated.description} returnFocusRef={returnFocusRef} size="lg">
      <ProofCardPreview proof={proof} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDashboard} className={`${secondaryButton} ${buttonSizes.md}`}>
          Back to Dashboard
        </button>
        <button type="button" data-autofocus onClick={onEdit} className={`${primaryButton} ${buttonSizes.md}`}>
          Edit Project
        </button>
      </div>
    </Dialog>
  );
}
