import type { YourDataAnswer } from '../../domain/api/your-data';
import { yourDataTokenBodySchema } from '../../domain/api/your-data';
import { openYourData } from '../../core/account/your-data/your-data';
import { endpoint, routeNamed } from '../shared/endpoint';

/** What is held about the address the private link was mailed to; 404 for a link unknown, used or expired. */
export const handler = endpoint(routeNamed('OpenYourData'), { body: yourDataTokenBodySchema }, ({ body }): Promise<YourDataAnswer> => openYourData(body.token));
