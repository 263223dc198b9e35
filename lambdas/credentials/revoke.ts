// POST /api/proofs/{id}/credential/revoke: the owner revokes their proof's credential.
import type { ProofCredentialAnswer } from '../../domain/api/credentials';
import { proofIdPathSchema } from '../../domain/api/proofs';
import { ownProofCredential } from '../../core/credentials/credential-reads';
import { revokeCredentialsOf } from '../../core/credentials/credential-service';
import { getOwnProof } from '../../core/proofs/proof-service';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('RevokeOwnProofCredential'), { path: proofIdPathSchema }, async ({ caller, path }): Promise<ProofCredentialAnswer> => {
  await getOwnProof(caller.id, path.id);
  await revokeCredentialsOf(path.id, 'owner_revoked');
  return ownProofCredential(caller.id, path.id);
});
