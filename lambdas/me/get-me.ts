import type { MeResponse } from '../../domain/api/me';
import { isAdmin } from '../../core/data/user-roles';
import { ensureProfile, withoutSecrets } from '../../core/identity/profile-service';
import { withLiveConnectionFlag } from '../../core/linkedin/connection';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The caller's own profile, created on the first visit and repaired on later ones; LinkedIn shows connected only while its token is live. */
export const handler = endpoint(routeNamed('GetMe'), {}, async ({ caller }): Promise<MeResponse> => {
  const [profile, admin] = await Promise.all([ensureProfile(caller).then(withLiveConnectionFlag), isAdmin(caller.id)]);
  return { profile: withoutSecrets(profile), isAdmin: admin };
});
