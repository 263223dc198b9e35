import { proofIdPathSchema, type OwnProof } from '../../domain/api/proofs';
import { projectFormSchema } from '../../domain/project-form';
import { updateProof } from '../../core/proofs/proof-changes';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('UpdateProof'), { path: proofIdPathSchema, body: projectFormSchema }, ({ caller, path, body }): Promise<OwnProof> =>
  updateProof(caller.id, path.id, body),
);
