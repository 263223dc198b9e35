// A live update names the proofs that changed and when (domain/api/live-updates.ts). The owner's
// list is read from an index that may not show the change yet: DynamoDB's global secondary
// indexes are eventually consistent, and the message can arrive first. Once the list has been
// read again, a proof it shows older, or not at all, is read by its id (a consistent read) and put
// in the list and in its own query, so the screen ends as the data is.
import type { QueryClient } from '@tanstack/react-query';
import type { ProofVersion } from '../../../domain/api/live-updates';
import type { OwnProof } from '../../../domain/api/proofs';
import { proofRoutes } from '../../../domain/api/routes/proofs';
import { callRoute } from '../api';
import type { ApiCall } from '../session/useApi';
import { MY_PROOFS_KEY, proofKey } from './query-keys';

/** The list with `proof` in its place, or added before the first proof created earlier (newest first). */
function placed(proofs: readonly OwnProof[], proof: OwnProof): OwnProof[] {
  if (proofs.some((item) => item.id === proof.id)) return proofs.map((item) => (item.id === proof.id ? proof : item));
  const before = proofs.findIndex((item) => item.createdAt < proof.createdAt);
  return before === -1 ? [...proofs, proof] : [...proofs.slice(0, before), proof, ...proofs.slice(before)];
}

export async function catchUpProofs(client: QueryClient, api: ApiCall, announced: readonly ProofVersion[]): Promise<void> {
  const list = client.getQueryData<OwnProof[]>(MY_PROOFS_KEY);
  if (!list) return; // not on screen: it is read afresh when next shown
  const behind = announced.filter(({ id, updatedAt }) => {
    const shown = list.find((proof) => proof.id === id);
    return !shown || shown.updatedAt < updatedAt;
  });
  await Promise.all(
    behind.map(async ({ id }) => {
      const current = await callRoute(api, proofRoutes.GetProof, { params: { id } }).catch(() => null);
      if (!current) return; // gone, or not to be had now: the next update or visit reads the list again
      const proof = { ...current, approvals: current.approvals ?? [] };
      client.setQueryData<OwnProof[]>(MY_PROOFS_KEY, (proofs) => (proofs ? placed(proofs, proof) : proofs));
      client.setQueryData<OwnProof>(proofKey(id), (shown) => (shown ? proof : shown));
    }),
  );
}
