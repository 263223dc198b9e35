// Saving the form: create (POST) the first time, update (PUT) after. A 400 naming fields shows
// its messages beside them; any other failure toasts in the spec's words.
import { useRef, useState } from 'react';
import type { Recognition } from '../../../domain/entities';
import { projectForm as messages } from '../../../domain/messages';
import { useApi } from '../../lib/session/useApi';
import { useToast } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api';
import type { ProjectFormState } from './useProjectForm';

export interface SaveProject {
  /** The proof as last saved (or loaded); null until the first create. */
  readonly saved: Recognition | null;
  readonly saving: boolean;
  /** The proof just created, while its preview dialog is open. */
  readonly created: Recognition | null;
  closeCreated(): void;
  save(): Promise<void>;
}

export function useSaveProject(form: ProjectFormState, initial: Recognition | null): SaveProject {
  const api = useApi();
  const toast = useToast();
  const [saved, setSaved] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<Recognition | null>(null);
  const inFlight = useRef(false);

  const save = async () => {
    if (inFlight.current) return;
    const values = form.validateForSubmit();
    if (!values) return;
    inFlight.current = true;
    setSaving(true);
    try {
      if (saved) {
        setSaved(await api<Recognition>(`/proofs/${encodeURIComponent(saved.id)}`, { method: 'PUT', body: values }));
        toast(messages.projectUpdated);
      } else {
        const proof = await api<Recognition>('/proofs', { method: 'POST', body: values });
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
