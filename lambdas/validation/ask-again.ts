import { proofIdPathSchema } from '../../domain/api/proofs';
import { askCosignersAgain } from '../../core/validation/revalidation';
import { endpoint, respond, routeNamed } from '../shared/endpoint';

/** Ask the same co-signers again: invites everyone who approved an earlier version of the proof. */
export const handler = endpoint(routeNamed('AskCosignersAgain'), { path: proofIdPathSchema }, async ({ caller, path }) =>
  respond(201, await askCosignersAgain(caller, path.id)),
);
