import { proofIdPathSchema, type OwnProof } from '../../domain/api/proofs';
import { getOwnProof } from '../../core/proofs/proof-service';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The owner's own proof, draft or not; anyone else gets 404. */
export const handler = endpoint(routeNamed('GetProof'), { path: proofIdPathSchema }, ({ caller, path }): Promise<OwnProof> => getOwnProof(caller.id, path.id));
