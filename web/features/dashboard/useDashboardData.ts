// What the dashboard shows first: the profile (created on the first visit) and the person's
// proofs. A failed load toasts in the spec's words (the queries say which, in their meta) and
// keeps what is on screen; live updates and mutations keep both fresh.
import type { OwnProfile } from '../../../domain/api/me';
import type { OwnProof } from '../../../domain/api/proofs';
import { useMe } from '../../lib/server-state/me';
import { useMyProofs } from './api/my-proofs';

export interface DashboardData {
  readonly profile: OwnProfile | null;
  readonly isAdmin: boolean;
  readonly proofs: OwnProof[];
  /** Until both have answered (or failed). */
  readonly loading: boolean;
}

const NO_PROOFS: OwnProof[] = [];

export function useDashboardData(): DashboardData {
  const me = useMe();
  const proofs = useMyProofs();
  return {
    profile: me.data?.profile ?? null,
    isAdmin: me.data?.isAdmin ?? false,
    proofs: proofs.data ?? NO_PROOFS,
    loading: me.isPending || proofs.isPending,
  };
}
