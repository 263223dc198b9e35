import type { RefObject } from 'react';
import { revalidation } from '../../../domain/messages/portal';
import { buttonSizes, primaryButton, secondaryButton } from '../../components/button-styles';
import { Dialog } from '../../components/Dialog';
import type { WarningChoice } from './useSaveProject';

interface RevalidationWarningDialogProps {
  readonly onDecide: (choice: WarningChoice) => void;
  readonly returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * Before saving a change to what the co-signers of a verified proof attested to: saving removes
 * the verification until they approve again. Cancel, save, or save and ask them again at once.
 */
export function RevalidationWarningDialog({ onDecide, returnFocusRef }: RevalidationWarningDialogProps) {
  return (
    <Dialog open onClose={() => onDecide('cancel')} title={revalidation.editWarning.title} description={revalidation.editWarning.description} returnFocusRef={returnFocusRef}>
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <button type="button" data-autofocus onClick={() => onDecide('cancel')} className={`${secondaryButton} ${buttonSizes.md}`}>
          Cancel
        </button>
        <button type="button" onClick={() => onDecide('save')} className={`${secondaryButton} ${buttonSizes.md}`}>
          {revalidation.saveOnly}
        </button>
        <button type="button" onClick={() => onDecide('save-and-ask-again')} className={`${primaryButton} ${buttonSizes.md}`}>
          {revalidation.saveAndAskAgain}
        </button>
      </div>
    </Dialog>
  );
}
