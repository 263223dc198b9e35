import { appealBodySchema, type AccountStatus } from '../../domain/api/account';
import { appealRefusals } from '../../domain/messages/suspension';
import { appealSuspension } from '../../core/account/standing';
import { endpoint, respond, routeNamed } from '../shared/endpoint';

/** The suspended caller's one appeal of their suspension, to the admins' queue (201 with the account's status). */
export const handler = endpoint(routeNamed('AppealSuspension'), { body: appealBodySchema, bodyTooLarge: appealRefusals.tooLong }, async ({ caller, body }) => {
  const status: AccountStatus = await appealSuspension(caller.id, body.text);
  return respond(201, status);
});
