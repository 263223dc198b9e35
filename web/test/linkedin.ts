// Fixtures for the LinkedIn screens' web tests: the scopes of a full connection and the API
// answers of a connected account.
import { fakeApi, type FakeApi } from './fake-api';
import { meWith } from './profile';

export const ALL_SCOPES = ['openid', 'profile', 'email', 'w_member_social'];

/** The API a signed-in owner's dashboard reads first: their profile (posting scopes granted) and a LinkedIn status of not connected. */
export function fakeOwnerApi(): FakeApi {
  return fakeApi({
    'GET /api/me': { body: meWith({ linkedinConnected: true, linkedinScopes: ALL_SCOPES }) },
    'GET /api/linkedin/status': { body: { state: 'notConnected', connected: false, scopes: [], expiresAt: null, personId: null } },
  });
}
