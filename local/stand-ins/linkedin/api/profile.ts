// /v2/userinfo (OpenID Connect, scopes openid + profile, e-mail with `email`) and /v2/me, which
// LinkedIn refuses to apps without its restricted profile products.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../../../http/respond';
import { splitName } from '../members/accounts';
import { authenticate, hasScopes } from './bearer';
import type { ApiContext } from './context';
import { restErrorForStatus, restErrors, sendRestError } from './errors';

export function createProfileHandlers(ctx: ApiContext) {
  function userinfo(req: IncomingMessage, res: ServerResponse): void {
    const fault = ctx.faults.takeStatus('userinfo');
    if (fault) return sendJson(res, fault.status, restErrorForStatus(fault.status, 'userinfo.GET.NO_VERSION', fault.code, fault.message));
    const auth = authenticate(req, ctx.tokens);
    if (!auth.ok) return sendRestError(res, auth.error);
    if (!hasScopes(auth.token, ['openid', 'profile'])) return sendRestError(res, restErrors.accessDenied('userinfo.GET.NO_VERSION'));
    const member = ctx.members.get(auth.token.memberSub);
    if (!member) return sendRestError(res, restErrors.invalidToken());
    const { givenName, familyName } = splitName(member.name);
    sendJson(res, 200, {
      sub: member.sub,
      email_verified: true,
      name: member.name,
      locale: { country: 'US', language: 'en' },
      given_name: givenName,
      family_name: familyName,
      ...(hasScopes(auth.token, ['email']) ? { email: member.email } : {}),
      picture: `${ctx.base}/media/avatars/${member.sub}.svg`,
    });
  }

  function me(req: IncomingMessage, res: ServerResponse): void {
    const auth = authenticate(req, ctx.tokens);
    if (!auth.ok) return sendRestError(res, auth.error);
    sendRestError(res, restErrors.accessDenied('me.GET.NO_VERSION'));
  }

  return { userinfo, me };
}
