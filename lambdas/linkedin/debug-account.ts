import type { DebugResult } from '../../domain/api/linkedin';
import { debugAccount } from '../../core/linkedin/checks';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('LinkedinDebugAccount'), {}, ({ caller }): Promise<DebugResult> => debugAccount(caller.id));
