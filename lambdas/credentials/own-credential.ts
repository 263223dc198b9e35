// GET /api/proofs/{id}/credential: the owner's view of their proof's credential.
import type { ProofCredentialAnswer } from '../../domain/api/credentials';
import { proofIdPathSchema } from '../../domain/api/proofs';
import { ownProofCredential } from '../../core/credentials/credential-reads';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('GetOwnProofCredential'), { path: proofIdPathSchema }, ({ caller, path }): Promise<ProofCredentialAnswer> => ownProofCredential(caller.id, path.id));
