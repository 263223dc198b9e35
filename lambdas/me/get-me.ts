import type { MeResponse } from '../../domain/api/me';
import { grantConfiguredAdmin } from '../../core/admin/roles';
import { ensureProfile, withoutSecrets } from '../../core/identity/profile-service';
import { withLiveConnectionFlag } from '../../core/linkedin/connection';
import { endpoint, routeNamed } from '../shared/endpoint';

/**
 * The caller's own profile, created on the first visit and repaired on later ones; LinkedIn shows
 * connected only while its token is live. A verified e-mail in ADMIN_EMAILS is granted admin here.
 */
export const handler = endpoint(routeNamed('GetMe'), {}, async ({ caller }): Promise<MeResponse> => {
  const profile = await ensureProfile(caller).then(withLiveConnectionFlag);
  const admin = await grantConfiguredAdmin(caller);
  return { profile: withoutSecrets(profile), isAdmin: admin };
});
