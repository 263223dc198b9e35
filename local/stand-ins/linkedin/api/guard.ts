// What LinkedIn checks on every /rest/ call before it looks at the request: the version headers
// (426 NONEXISTENT_VERSION when the version is missing, sunset or not yet released; 400 without
// `X-Restli-Protocol-Version: 2.0.0`), then the bearer token (401), then the scope (403).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clock } from '../../../../core/clock';
import { authenticate, hasScopes } from './bearer';
import type { ApiContext } from './context';
import { restErrors, sendRestError } from './errors';
import type { AccessTokenRecord } from './state';
import { checkVersion } from './versions';

export interface RestCall {
  token: AccessTokenRecord;
  version: string;
}

/** Answers the error itself and returns null when the call may not go on. */
export function guardRest(req: IncomingMessage, res: ServerResponse, ctx: ApiContext, resource: string, scopes: readonly string[]): RestCall | null {
  const versionHeader = req.headers['linkedin-version'];
  const version = Array.isArray(versionHeader) ? versionHeader[0] : versionHeader;
  const check = checkVersion(version, clock.now());
  if (!check.ok) {
    sendRestError(res, check.missing ? restErrors.versionMissing() : restErrors.versionNotActive(check.echoed));
    return null;
  }
  if (req.headers['x-restli-protocol-version'] !== '2.0.0') {
    sendRestError(res, restErrors.badRequest('This API requires the header X-Restli-Protocol-Version: 2.0.0'));
    return null;
  }
  const auth = authenticate(req, ctx.tokens);
  if (!auth.ok) {
    sendRestError(res, auth.error);
    return null;
  }
  if (!hasScopes(auth.token, scopes)) {
    sendRestError(res, restErrors.accessDenied(`${resource}.${version!.trim()}`));
    return null;
  }
  return { token: auth.token, version: version!.trim() };
}
