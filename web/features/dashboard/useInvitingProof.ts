// Which proof the validator invitation is for: set by a card's Invite Validator, by Request
// Validation on the edit page (it comes here as ?invite={id}), and cleared when it is done. The
// proof is looked up in the list each time, so the dialog shows it as it is now.
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OwnProof } from '../../../domain/api/proofs';

export interface InvitingProof {
  /** The proof validators are being invited for, or null. */
  readonly proof: OwnProof | null;
  start(proof: OwnProof): void;
  stop(): void;
}

export function useInvitingProof(proofs: readonly OwnProof[], loading: boolean): InvitingProof {
  const [searchParams, setSearchParams] = useSearchParams();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const wantedId = chosenId ?? searchParams.get('invite');
  const proof = loading || !wantedId ? null : (proofs.find((item) => item.id === wantedId) ?? null);

  const start = useCallback((chosen: OwnProof) => setChosenId(chosen.id), []);
  const stop = useCallback(() => {
    setChosenId(null);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('invite');
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  return { proof, start, stop };
}
