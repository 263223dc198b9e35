// Saving the form: create (POST) the first time, update (PUT) after. A 400 naming fields shows
// its messages beside them; any other failure toasts in the spec's words, until a save of the same
// proof succeeds (the toasts' `actionId`). Changing what the co-signers of a verified proof
// attested to asks first (the warning), and may ask them again.
import { useRef, useState } from 'react';
import type { OwnProof } from '../../../domain/api/proofs';
import { invitations } from '../../../domain/messages/invitations';
import { revalidation } from '../../../domain/messages/portal';
import { projectForm as messages } from '../../../domain/messages/project-form';
import type { ProjectFormValues } from '../../../domain/project-form';
import { useToast } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api';
import { useAskAgain, useCreateProof, useUpdateProof } from './api/proofs';
import { warnsBeforeSaving } from './revalidation-warning';
import type { ProjectFormState } from './useProjectForm';

/** What the owner decides in the warning. */
export type WarningChoice = 'cancel' | 'save' | 'save-and-ask-again';

export interface SaveProject {
  /** The proof as last saved (or loaded); null until the first create. */
  readonly saved: OwnProof | null;
  readonly saving: boolean;
  /** The proof just created, while its preview dialog is open. */
  readonly created: OwnProof | null;
  /** True while the warning (saving removes the verification) waits for the owner. */
  readonly warning: boolean;
  closeCreated(): void;
  save(): Promise<void>;
  decide(choice: WarningChoice): Promise<void>;
}

/** Refusals of "ask again" whose words the owner can act on: nobody to ask, a duplicate, the daily limit. */
const EXPLAINED = new Set([400, 409, 429]);

/** The toasts' identity of saving this proof (`null`: creating it), and of asking its co-signers again. */
const saveAction = (id: string | null) => `save-project:${id ?? 'new'}`;
const askAgainAction = (id: string) => `ask-cosigners-again:${id}`;

export function useSaveProject(form: ProjectFormState, initial: OwnProof | null): SaveProject {
  const toast = useToast();
  const createProof = useCreateProof();
  const updateProof = useUpdateProof();
  const askAgain = useAskAgain();
  const [saved, setSaved] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<OwnProof | null>(null);
  const [warned, setWarned] = useState<ProjectFormValues | null>(null);
  const inFlight = useRef(false);

  const askCosignersAgain = async (id: string) => {
    try {
      const result = await askAgain.mutateAsync(id);
      toast({ ...revalidation.asked, actionId: askAgainAction(id) });
      if (result.mailFailed.length > 0) {
        toast({ title: invitations.mailFailedTitle, description: invitations.mailFailed(result.mailFailed.join(', ')), variant: 'destructive' });
      }
    } catch (error) {
      const explained = error instanceof ApiError && EXPLAINED.has(error.status);
      toast({ title: invitations.sendFailed.title, description: explained ? error.message : invitations.sendFailed.description, variant: 'destructive', actionId: askAgainAction(id) });
    }
  };

  const commit = async (values: ProjectFormValues, thenAskAgain: boolean) => {
    inFlight.current = true;
    setSaving(true);
    try {
      if (saved) {
        const proof = await updateProof.mutateAsync({ id: saved.id, body: values });
        setSaved(proof);
        toast({ ...messages.projectUpdated, actionId: saveAction(saved.id) });
        if (thenAskAgain) await askCosignersAgain(proof.id);
      } else {
        const proof = await createProof.mutateAsync(values);
        // The preview dialog says it was created: the earlier attempts' errors go.
        toast.clearErrors(saveAction(null));
        setSaved(proof);
        setCreated(proof);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && form.showServerErrors(error.fields)) return;
      const signedOut = error instanceof ApiError && error.status === 401 && !saved;
      toast({ title: signedOut ? messages.mustBeLoggedIn : saved ? messages.updateFailed : messages.createFailed, variant: 'destructive', actionId: saveAction(saved?.id ?? null) });
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  const save = async () => {
    if (inFlight.current) return;
    const values = form.validateForSubmit();
    if (!values) return;
    if (warnsBeforeSaving(saved, values)) {
      setWarned(values);
      return;
    }
    await commit(values, false);
  };

  const decide = async (choice: WarningChoice) => {
    const values = warned;
    setWarned(null);
    if (!values || choice === 'cancel' || inFlight.current) return;
    await commit(values, choice === 'save-and-ask-again');
  };

  return { saved, saving, created, warning: warned !== null, closeCreated: () => setCreated(null), save, decide };
}
