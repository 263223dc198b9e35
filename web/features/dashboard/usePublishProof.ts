import { useState } from 'react';
import type { Recognition } from '../../../domain/entities';
import { dashboard as messages } from '../../../domain/messages';
import { useApi } from '../../lib/session/useApi';
import { useToast } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api';

/** POST /api/proofs/{id}/publish; the published proof goes to `onPublished`. */
export function usePublishProof(onPublished: (proof: Recognition) => void) {
  const api = useApi();
  const toast = useToast();
  const [publishing, setPublishing] = useState<string | null>(null);

  const publish = async (proof: Recognition) => {
    if (publishing) return;
    setPublishing(proof.id);
    try {
      onPublished(await api<Recognition>(`/proofs/${encodeURIComponent(proof.id)}/publish`, { method: 'POST' }));
      toast(messages.proofPublished);
    } catch (error) {
      // A 400 says why in the spec's words ('Cannot share unverified project').
      const reason = error instanceof ApiError && error.status === 400 ? error.message : undefined;
      toast({ title: messages.publishFailed, description: reason, variant: 'destructive' });
    } finally {
      setPublishing(null);
    }
  };

  return { publishing, publish };
}
