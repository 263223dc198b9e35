import type { LinkedinStatus } from '../../domain/api/linkedin';
import { disconnect } from '../../core/linkedin/connection';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('LinkedinDisconnect'), {}, ({ caller }): Promise<LinkedinStatus> => disconnect(caller.id));
