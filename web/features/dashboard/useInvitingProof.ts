// Which proof the validator invitation is for: set by a card's Invite Validator, by Request
// Validation on the edit page (it comes here as ?invite={id}), and cleared when it is done.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Recognition } from '../../../domain/entities';

export interface InvitingProof {
  /** The proof validators are being invited for, or null. */
  readonly proof: Recognition | null;
  start(proof: Recognition): void;
  stop(): void;
}

export function useInvitingProof(proofs: readonly Recognition[], loading: boolean): InvitingProof {
  const [searchParams, setSearchParams] = useSearchParams();
  const [proof, setProof] = useState<Recognition | null>(null);
  const requestedId = searchParams.get('invite');

  useEffect(() => {
    if (loading || !requestedId) return;
    const requested = proofs.find((item) => item.id === requestedId);
    if (requested) setProof(requested);
  }, [loading, proofs, requestedId]);

  const stop = useCallback(() => {
    setProof(null);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('invite');
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  return { proof, start: setProof, stop };
}
