import { yourDataLinkBodySchema } from '../../domain/api/your-data';
import { requestYourDataLink } from '../../core/account/your-data/your-data';
import { endpoint, respond, routeNamed } from '../shared/endpoint';

/** Mails a private link to the address if anything is held about it; answers the same either way (202). */
export const handler = endpoint(routeNamed('RequestYourDataLink'), { body: yourDataLinkBodySchema }, async ({ body }) => {
  await requestYourDataLink(body.email);
  return respond(202, { sent: true });
});
