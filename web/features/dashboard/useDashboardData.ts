import { useEffect, useState } from 'react';
import type { Recognition } from '../../../domain/entities';
import { dashboard as messages } from '../../../domain/messages';
import type { PageResult } from '../../../domain/api/paging';
import { useApi } from '../../app/auth/useApi';
import { useToast } from '../../components/toast/toast-context';
import type { OwnProfile } from './types';

const MAX_PAGES = 20;

export interface DashboardData {
  readonly profile: OwnProfile | null;
  readonly isAdmin: boolean;
  readonly proofs: Recognition[];
  readonly loading: boolean;
}

/** The profile (created on the first visit) and the person's proofs; failures toast in the spec's words. */
export function useDashboardData(): DashboardData {
  const api = useApi();
  const toast = useToast();
  const [data, setData] = useState<DashboardData>({ profile: null, isAdmin: false, proofs: [], loading: true });

  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    const loadProfile = api<{ profile: OwnProfile; isAdmin: boolean }>('/me', { signal });
    const loadProofs = (async () => {
      const proofs: Recognition[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const query: string = cursor ? `?limit=100&cursor=${encodeURIComponent(cursor)}` : '?limit=100';
        const result: PageResult<Recognition> = await api<PageResult<Recognition>>(`/proofs${query}`, { signal });
        proofs.push(...result.items);
        cursor = result.cursor;
        if (!cursor) break;
      }
      return proofs;
    })();

    void Promise.allSettled([loadProfile, loadProofs]).then(([profile, proofs]) => {
      if (signal.aborted) return;
      if (profile.status === 'rejected') toast({ ...messages.profileError, variant: 'destructive' });
      if (proofs.status === 'rejected') toast({ title: messages.projectsLoadFailed, variant: 'destructive' });
      setData({
        profile: profile.status === 'fulfilled' ? profile.value.profile : null,
        isAdmin: profile.status === 'fulfilled' && profile.value.isAdmin,
        proofs: proofs.status === 'fulfilled' ? proofs.value : [],
        loading: false,
      });
    });
    return () => controller.abort();
  }, [api, toast]);

  return data;
}
