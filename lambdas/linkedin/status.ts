import type { LinkedinStatus } from '../../domain/api/linkedin';
import { connectionStatus } from '../../core/linkedin/connection';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('LinkedinStatus'), {}, ({ caller }): Promise<LinkedinStatus> => connectionStatus(caller.id));
