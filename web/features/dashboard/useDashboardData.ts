import { useCallback, useEffect, useState } from 'react';
import type { Recognition } from '../../../domain/entities';
import { dashboard as messages } from '../../../domain/messages';
import { useApi } from '../../lib/session/useApi';
import { useToast } from '../../components/toast/toast-context';
import type { MeResponse, OwnProfile } from '../../../domain/api/me';
import type { MyProofsPage } from '../../../domain/api/proofs';

const MAX_PAGES = 20;

interface LoadedData {
  readonly profile: OwnProfile | null;
  readonly isAdmin: boolean;
  readonly proofs: Recognition[];
  readonly loading: boolean;
}

export interface DashboardData extends LoadedData {
  /** Puts a changed proof (say, just published) in the list in place of its old version. */
  replaceProof(proof: Recognition): void;
  /** Loads everything again in the background (a validation arrived, invitations went out). */
  reload(): void;
}

/** Old data may lack `approvals`: the list treats that as none. */
const withApprovals = (proof: Recognition): Recognition => ({ ...proof, approvals: proof.approvals ?? [] });

/** The profile (created on the first visit) and the person's proofs; failures toast in the spec's words. */
export function useDashboardData(): DashboardData {
  const api = useApi();
  const toast = useToast();
  const [data, setData] = useState<LoadedData>({ profile: null, isAdmin: false, proofs: [], loading: true });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    const loadProfile = api<MeResponse>('/me', { signal });
    const loadProofs = (async () => {
      const proofs: Recognition[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const query: string = cursor ? `?limit=100&cursor=${encodeURIComponent(cursor)}` : '?limit=100';
        const result: MyProofsPage = await api<MyProofsPage>(`/proofs${query}`, { signal });
        proofs.push(...result.items.map(withApprovals));
        cursor = result.cursor;
        if (!cursor) break;
      }
      return proofs;
    })();

    void Promise.allSettled([loadProfile, loadProofs]).then(([profile, proofs]) => {
      if (signal.aborted) return;
      if (profile.status === 'rejected') toast({ ...messages.profileError, variant: 'destructive' });
      if (proofs.status === 'rejected') toast({ title: messages.projectsLoadFailed, variant: 'destructive' });
      // A failed background reload keeps what is on screen.
      setData((current) => ({
        profile: profile.status === 'fulfilled' ? profile.value.profile : current.profile,
        isAdmin: profile.status === 'fulfilled' ? profile.value.isAdmin : current.isAdmin,
        proofs: proofs.status === 'fulfilled' ? proofs.value : current.proofs,
        loading: false,
      }));
    });
    return () => controller.abort();
  }, [api, toast, version]);

  const replaceProof = useCallback((proof: Recognition) => {
    setData((current) => ({ ...current, proofs: current.proofs.map((item) => (item.id === proof.id ? withApprovals(proof) : item)) }));
  }, []);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { ...data, replaceProof, reload };
}
