// Saving the form: create (POST) the first time, update (PUT) after. A 400 naming fields shows
// its messages beside them; any other failure toasts in the spec's words.
import { useRef, useState } from 'react';
import type { OwnProof } from '../../../domain/api/proofs';
import { projectForm as messages } from '../../../domain/messages';
import { useToast } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api';
import { useCreateProof, useUpdateProof } from './api/proofs';
import type { ProjectFormState } from './useProjectForm';

export interface SaveProject {
  /** The proof as last saved (or loaded); null until the first create. */
  readonly saved: OwnProof | null;
  readonly saving: boolean;
  /** The proof just created, while its preview dialog is open. */
  readonly created: OwnProof | null;
  closeCreated(): void;
  save(): Promise<void>;
}

export function useSaveProject(form: ProjectFormState, initial: OwnProof | null): SaveProject {
  const toast = useToast();
  const createProof = useCreateProof();
  const updateProof = useUpdateProof();
  const [saved, setSaved] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<OwnProof | null>(null);
  const inFlight = useRef(false);

  const save = async () => {
    if (inFlight.current) return;
    const values = form.validateForSubmit();
    if (!values) return;
    inFlight.current = true;
    setSaving(true);
    try {
      if (saved) {
        setSaved(await updateProof.mutateAsync({ id: saved.id, body: values }));
        toast(messages.projectUpdated);
      } else {
        const proof = await createProof.mutateAsync(values);
        setSaved(proof);
        setCreated(proof);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && form.showServerErrors(error.fields)) return;
      const signedOut = error instanceof ApiError && error.status === 401 && !saved;
      toast({ title: signedOut ? messages.mustBeLoggedIn : saved ? messages.updateFailed : messages.createFailed, variant: 'destructive' });
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return { saved, saving, created, closeCreated: () => setCreated(null), save };
}
