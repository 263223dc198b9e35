import type { MeResponse } from '../../domain/api/me';
import { grantConfiguredAdmin } from '../../core/admin/roles';
import { rememberSession } from '../../core/data/profiles/owner-sessions';
import { ensureProfile, withoutSecrets } from '../../core/identity/profile-service';
import { withLiveConnectionFlag } from '../../core/linkedin/connection';
import { endpoint, routeNamed } from '../shared/endpoint';
import { sessionOriginOf } from '../shared/http';

/**
 * The caller's own profile, created on the first visit and repaired on later ones; LinkedIn shows
 * connected only while its token is live. A verified e-mail in ADMIN_EMAILS is granted admin here.
 * Where the caller is (their browser's id, their network) is remembered, hashed: a co-signature made
 * from there is theirs (core/validation/decision-signals.ts).
 */
export const handler = endpoint(routeNamed('GetMe'), {}, async ({ caller, event }): Promise<MeResponse> => {
  const [profile] = await Promise.all([ensureProfile(caller).then(withLiveConnectionFlag), rememberSession(caller.id, sessionOriginOf(event))]);
  const admin = await grantConfiguredAdmin(caller);
  return { profile: withoutSecrets(profile), isAdmin: admin };
});
