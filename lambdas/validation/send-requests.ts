import type { InvitationResult } from '../../domain/api/validation';
import { sendValidationEmailsSchema } from '../../domain/schemas/send-validation-emails';
import { rememberSession } from '../../core/data/profiles/owner-sessions';
import { metrics } from '../../core/metrics';
import { inviteValidators } from '../../core/validation/invitations';
import { endpoint, respond, routeNamed } from '../shared/endpoint';
import { sessionOriginOf } from '../shared/http';

/** send-validation-emails */
export const handler = endpoint(routeNamed('SendValidationRequests'), { body: sendValidationEmailsSchema }, async ({ caller, body, event }) => {
  await rememberSession(caller.id, sessionOriginOf(event));
  const result: InvitationResult = await inviteValidators(caller, body);
  metrics.invitationsSent(result.requests.length - result.mailFailed.length);
  return respond(201, result);
});
