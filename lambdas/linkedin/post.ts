// A LinkedIn failure answers 502 with its stage and status (domain/api/linkedin.ts), never a 500.
import { linkedinPostBodySchema } from '../../domain/api/linkedin';
import { shareProof } from '../../core/linkedin/share-proof';
import { endpoint, respond, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('LinkedinPost'), { body: linkedinPostBodySchema }, async ({ caller, body }) => {
  const outcome = await shareProof(caller.id, body);
  return outcome.ok ? outcome.result : respond(502, outcome.failure.toBody());
});
