import type { OAuthStartResponse } from '../../domain/api/linkedin';
import { startConnect } from '../../core/linkedin/connection';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('LinkedinOauthStart'), {}, ({ caller }): Promise<OAuthStartResponse> => startConnect(caller.id));
