import type { InvitationResult } from '../../domain/api/validation';
import { sendValidationEmailsSchema } from '../../domain/schemas/send-validation-emails';
import { inviteValidators } from '../../core/validation/invitations';
import { endpoint, respond, routeNamed } from '../shared/endpoint';

/** send-validation-emails */
export const handler = endpoint(routeNamed('SendValidationRequests'), { body: sendValidationEmailsSchema }, async ({ caller, body }) =>
  respond(201, (await inviteValidators(caller, body)) satisfies InvitationResult),
);
