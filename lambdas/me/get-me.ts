import type { MeResponse } from '../../domain/api/me';
import { keepClosingAccount } from '../../core/account/closure/closure-request';
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
 * from there is theirs (core/validation/decision-signals.ts). Opening the app with a new sign-in
 * keeps an account its owner had asked to close (docs/data-rights.md).
 */
export const handler = endpoint(routeNamed('GetMe'), {}, async ({ caller, event }): Promise<MeResponse> => {
  const [ensured] = await Promise.all([ensureProfile(caller), rememberSession(caller.id, sessionOriginOf(event))]);
  // A closing account reaches here with a token newer than the closure; a sign-in after it keeps the account.
  const { profile, kept } = await keepClosingAccount(ensured, caller);
  const admin = await grantConfiguredAdmin(caller);
  return { profile: withoutSecrets(await withLiveConnectionFlag(profile)), isAdmin: admin, ...(kept ? { closureCancelled: true } : {}) };
});
