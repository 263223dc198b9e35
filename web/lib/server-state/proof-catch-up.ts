// A live update names the proofs that changed and when (domain/api/live-updates.ts). The owner's
// list is read from an index that may not show the change yet: DynamoDB's global secondary
// indexes are eventually consistent, and the message can arrive first. Once the list has been
// read again, a proof it shows at another time than the message says, or not at all, is read by
// its id (a consistent read) and put in the list and in its own query. For a while after, a list
// read again from an index still behind (another message, the owner's own change) gets it back.
import type { Query, QueryClient } from '@tanstack/react-query';
import type { ProofVersion } from '../../../domain/api/live-updates';
import type { OwnProof } from '../../../domain/api/proofs';
import { proofRoutes } from '../../../domain/api/routes/proofs';
import { callRoute } from '../api';
import type { ApiCall } from '../session/useApi';
import { MY_PROOFS_KEY, proofKey } from './query-keys';

/** How long a proof read by id overrides an older copy of it in the list. */
const KEPT_MS = 30_000;

export interface ProofCatchUp {
  /** After a message's list was read again: reads by id each announced proof the list shows otherwise. */
  catchUp(api: ApiCall, announced: readonly ProofVersion[]): Promise<void>;
  /** Stops watching the list. */
  stop(): void;
}

/** The list with `proof` in it, unless the list already shows it as recent; null when nothing changes. */
function withProof(proofs: readonly OwnProof[], proof: OwnProof): OwnProof[] | null {
  const index = proofs.findIndex((item) => item.id === proof.id);
  if (index !== -1) return proofs[index]!.updatedAt < proof.updatedAt ? proofs.map((item) => (item.id === proof.id ? proof : item)) : null;
  const before = proofs.findIndex((item) => item.createdAt < proof.createdAt); // newest first
  return before === -1 ? [...proofs, proof] : [...proofs.slice(0, before), proof, ...proofs.slice(before)];
}

const isMyProofs = (query: Query) => query.queryKey.length === MY_PROOFS_KEY.length && MY_PROOFS_KEY.every((part, index) => query.queryKey[index] === part);

export function watchProofCatchUp(client: QueryClient): ProofCatchUp {
  const kept = new Map<string, { readonly proof: OwnProof; readonly until: number }>();

  /** Puts the kept proofs in the list where it shows them older; writes only if that changes it. */
  const reapply = () => {
    const now = Date.now();
    for (const [id, entry] of kept) if (entry.until <= now) kept.delete(id);
    const list = client.getQueryData<OwnProof[]>(MY_PROOFS_KEY);
    if (!list || kept.size === 0) return;
    let next = list;
    for (const { proof } of kept.values()) next = withProof(next, proof) ?? next;
    if (next !== list) client.setQueryData<OwnProof[]>(MY_PROOFS_KEY, next);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isMyProofs(event.query)) reapply();
  });

  return {
    async catchUp(api, announced) {
      const list = client.getQueryData<OwnProof[]>(MY_PROOFS_KEY);
      if (!list) return; // never read: it is read afresh when shown
      const behind = announced.filter(({ id, updatedAt }) => list.find((proof) => proof.id === id)?.updatedAt !== updatedAt);
      await Promise.all(
        behind.map(async ({ id }) => {
          const current = await callRoute(api, proofRoutes.GetProof, { params: { id } }).catch(() => null);
          if (!current) return; // gone, or not to be had now: the next update or visit reads the list again
          const proof = { ...current, approvals: current.approvals ?? [] };
          const known = kept.get(id)?.proof;
          if (known && known.updatedAt > proof.updatedAt) return; // a slower answer than one already kept
          kept.set(id, { proof, until: Date.now() + KEPT_MS });
          client.setQueryData<OwnProof>(proofKey(id), (shown) => (shown && shown.updatedAt <= proof.updatedAt ? proof : shown));
          reapply();
        }),
      );
    },
    stop: unsubscribe,
  };
}
