import type { OwnProof } from '../../domain/api/proofs';
import { projectFormSchema } from '../../domain/project-form';
import { createProof } from '../../core/proofs/proof-service';
import { endpoint, respond, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('CreateProof'), { body: projectFormSchema }, async ({ caller, body }) =>
  respond(201, (await createProof(caller.id, body)) satisfies OwnProof),
);
