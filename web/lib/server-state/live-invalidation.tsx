// What a live update (web/lib/live-updates.ts) does to the signed-in pages' server state. A
// message invalidates the queries of each collection it names, and only those: the queries on
// screen refetch once each, the others are fetched when next shown. A dropped or restored
// connection asks again whether the account is suspended (a suspension closes it).
//
// A message that names the proofs that changed, and when (domain/api/live-updates.ts), has those
// read by id (a consistent read) instead of the owner's whole list: the list is read from an index
// that may not show the change yet (DynamoDB's global secondary indexes are eventually consistent,
// and the message can arrive first), and it may be many pages long. A proof the list shows at
// another time than the message says, or not at all, is read and put in the list and in its own
// query; the proofs' other queries (a credential, say) are read again. For a while after, a list
// read again from an index still behind (the owner's own change) gets it back.
import { hashKey, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ProofVersion } from '../../../domain/api/live-updates';
import type { OwnProof } from '../../../domain/api/proofs';
import { proofRoutes } from '../../../domain/api/routes/proofs';
import { callRoute } from '../api';
import { useLiveUpdates } from '../live-updates';
import { useApi, type ApiCall } from '../session/useApi';
import { withApprovals } from './own-proof';
import { ACCOUNT_STATUS_KEY, MY_PROOFS_KEY, ownerKey, proofKey } from './query-keys';

/** Mounted once inside the provider: applies each live message to the server state. */
export function LiveInvalidation() {
  const client = useQueryClient();
  const api = useApi();
  const proofs = useRef<ProofCatchUp | null>(null);
  useEffect(() => {
    const watcher = watchProofCatchUp(client);
    proofs.current = watcher;
    return () => watcher.stop();
  }, [client]);
  useLiveUpdates(
    (message) => {
      for (const collection of message.changed) {
        if (collection === 'proofs' && message.proofs) void proofs.current?.catchUp(api, message.proofs);
        else void client.invalidateQueries({ queryKey: ownerKey(collection) });
      }
    },
    () => void client.invalidateQueries({ queryKey: ACCOUNT_STATUS_KEY }),
  );
  return null;
}

/** How long a proof read by id overrides an older copy of it in the list. */
const KEPT_MS = 30_000;

interface ProofCatchUp {
  /** A message that names its proofs: reads those the list shows otherwise by id, and the proofs' other queries again. */
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

const MY_PROOFS_HASH = hashKey(MY_PROOFS_KEY);
const isMyProofs = (query: Query) => query.queryHash === MY_PROOFS_HASH;

function watchProofCatchUp(client: QueryClient): ProofCatchUp {
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
      const behind = list ? announced.filter(({ id, updatedAt }) => list.find((proof) => proof.id === id)?.updatedAt !== updatedAt) : [];
      // The proofs' other queries are read again, but not a proof's own query that is read below.
      const readBelow = new Set(behind.map(({ id }) => hashKey(proofKey(id))));
      void client.invalidateQueries({ queryKey: ownerKey('proofs'), predicate: (query) => !isMyProofs(query) && !readBelow.has(query.queryHash) });
      // Not read again now; a list not on screen is read afresh when next shown.
      void client.invalidateQueries({ queryKey: MY_PROOFS_KEY, exact: true, refetchType: 'none' });
      await Promise.all(
        behind.map(async ({ id }) => {
          const current = await callRoute(api, proofRoutes.GetProof, { params: { id } }).catch(() => null);
          // Gone, or not to be had now: its own query is read again as any other, the list at the next update or visit.
          if (!current) return void client.invalidateQueries({ queryKey: proofKey(id), exact: true });
          const proof = withApprovals(current);
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
