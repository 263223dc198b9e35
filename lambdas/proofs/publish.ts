import { proofIdPathSchema, type OwnProof } from '../../domain/api/proofs';
import { publishProof } from '../../core/proofs/proof-changes';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('PublishProof'), { path: proofIdPathSchema }, ({ caller, path }): Promise<OwnProof> => publishProof(caller.id, path.id));
