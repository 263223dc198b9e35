// POST /api/proofs/{id}/credential: the owner asks for a credential again after revoking it.
import type { ProofCredentialAnswer } from '../../domain/api/credentials';
import { proofIdPathSchema } from '../../domain/api/proofs';
import { ownProofCredential } from '../../core/credentials/credential-reads';
import { allowCredentialAgain } from '../../core/credentials/credential-service';
import { getOwnProof } from '../../core/proofs/proof-service';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('ReissueOwnProofCredential'), { path: proofIdPathSchema }, async ({ caller, path }): Promise<ProofCredentialAnswer> => {
  await getOwnProof(caller.id, path.id);
  await allowCredentialAgain(path.id);
  return ownProofCredential(caller.id, path.id);
});
