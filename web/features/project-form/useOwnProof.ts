import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OwnProof } from '../../../domain/api/proofs';
import { useOwnProofQuery } from './api/proofs';

/**
 * The signed-in person's proof `id`, as the server has it now; null while loading. Any failure
 * (including someone else's proof) toasts (the query's meta) and goes to the dashboard.
 */
export function useOwnProof(id: string): OwnProof | null {
  const navigate = useNavigate();
  const { data, isError } = useOwnProofQuery(id);
  // A failed refetch (after a live update, say) keeps what is on screen.
  const failed = isError && data === undefined;

  useEffect(() => {
    if (failed) void navigate('/dashboard', { replace: true });
  }, [failed, navigate]);

  return data ?? null;
}
