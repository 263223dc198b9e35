// Bearer token checks shared by /v2 and /rest: unknown, revoked and expired tokens answer 401 in
// LinkedIn's shapes; a token without the scope a resource needs answers 403 ACCESS_DENIED.
import type { IncomingMessage } from 'node:http';
import type { AccessTokenRecord } from './state';
import { restErrors, type RestError } from './errors';
import type { TokenService } from './tokens';

export type Authenticated = { ok: true; token: AccessTokenRecord } | { ok: false; error: RestError };

export function authenticate(req: IncomingMessage, tokens: TokenService): Authenticated {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return { ok: false, error: restErrors.invalidToken() };
  const found = tokens.lookup(match[1]);
  switch (found.state) {
    case 'active':
      return { ok: true, token: found.record };
    case 'expired':
      return { ok: false, error: restErrors.expiredToken() };
    case 'revoked':
      return { ok: false, error: restErrors.revokedToken() };
    default:
      return { ok: false, error: restErrors.invalidToken() };
  }
}

export const hasScopes = (token: AccessTokenRecord, scopes: readonly string[]): boolean => scopes.every((scope) => token.scopes.includes(scope));

export const personUrn = (sub: string): string => `urn:li:person:${sub}`;
