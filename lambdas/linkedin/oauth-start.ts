import type { OAuthStartResponse } from '../../domain/api/linkedin';
import { startConnect } from '../../core/linkedin/connection';
import { endpoint, respondWith, routeNamed } from '../shared/endpoint';
import { json } from '../shared/http';

/** The authorize URL, and the cookie that lets only this browser finish the authorization. */
export const handler = endpoint(routeNamed('LinkedinOauthStart'), {}, async ({ caller }) => {
  const { authUrl, cookie } = await startConnect(caller.id);
  return respondWith({ ...json(200, { authUrl } satisfies OAuthStartResponse), cookies: [cookie] });
});
