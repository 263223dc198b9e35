import type { YourDataRemoval } from '../../domain/api/your-data';
import { yourDataTokenBodySchema } from '../../domain/api/your-data';
import { removeYourData } from '../../core/account/your-data/your-data';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Withdraws every co-signature the link's address gave and deletes its validator profile; uses the link up. */
export const handler = endpoint(routeNamed('RemoveYourData'), { body: yourDataTokenBodySchema }, ({ body }): Promise<YourDataRemoval> => removeYourData(body.token));
