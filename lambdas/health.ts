import { checkHealth } from '../core/health';
import { endpoint, routeNamed } from './shared/endpoint';

export const handler = endpoint(routeNamed('Health'), {}, () => checkHealth());
