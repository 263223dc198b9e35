import { useEffect, useState } from 'react';
import type { Recognition } from '../../../domain/entities';
import { projectForm as messages } from '../../../domain/messages';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../lib/session/useApi';
import { useToast } from '../../components/toast/toast-context';

/** The signed-in person's proof `id`; null while loading. Any failure (including someone else's proof) toasts and goes to the dashboard. */
export function useOwnProof(id: string): Recognition | null {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [proof, setProof] = useState<Recognition | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api<Recognition>(`/proofs/${encodeURIComponent(id)}`, { signal: controller.signal }).then(
      (loaded) => {
        if (!controller.signal.aborted) setProof({ ...loaded, approvals: loaded.approvals ?? [] });
      },
      () => {
        if (controller.signal.aborted) return;
        toast({ title: messages.loadFailed, variant: 'destructive' });
        void navigate('/dashboard', { replace: true });
      },
    );
    return () => controller.abort();
  }, [api, id, navigate, toast]);

  return proof;
}
