import { proofIdPathSchema, type ProofDeletion } from '../../domain/api/proofs';
import { deleteProof } from '../../core/proofs/proof-deletion';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The owner deletes their proof; anyone else's is not found. */
export const handler = endpoint(routeNamed('DeleteProof'), { path: proofIdPathSchema }, ({ caller, path }): Promise<ProofDeletion> => deleteProof(caller.id, path.id));
