// WebSocket $connect authorizer. Browsers cannot set headers on a WebSocket, so the SPA passes its
// Cognito token as `?token=`; it is verified here exactly as the HTTP API's JWT authorizer would
// (signature, issuer, expiry, audience or client_id), and the user id travels with the connection.
// The keys come from Cognito's JWKS unless USER_POOL_JWKS_URL names another (the local issuer's).
// A suspended or closing account, or a session the person ended, is refused even with a token
// that is still valid (read fresh, not cached).
import type { SessionUser } from '../../domain/entities';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { onConfigReload } from '../../core/config';
import { accountStanding } from '../../core/data/profiles/account-status';
import { ENV } from '../../core/env-names';
import { normaliseClaims } from '../../core/identity/claims';
import { sessionEnded } from '../../core/identity/sessions';
import { createLogger } from '../../core/log';

const log = createLogger({ function: 'WebSocketAuthorizer' });

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

let verifier: { issuer: string; clientId: string; keys: JWTVerifyGetKey } | undefined;
onConfigReload(() => (verifier = undefined));

function settings() {
  if (!verifier) {
    const issuer = required(ENV.userPoolIssuer);
    const jwksUrl = process.env[ENV.userPoolJwksUrl] || `${issuer}/.well-known/jwks.json`;
    verifier = { issuer, clientId: required(ENV.userPoolClientId), keys: createRemoteJWKSet(new URL(jwksUrl)) };
  }
  return verifier;
}

export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const token = event.queryStringParameters?.token;
  if (!token) throw new Error('Unauthorized');
  const caller = await verifiedCaller(token);
  const userId = caller.id;
  // A failed read is not a refusal: it throws, and API Gateway answers 500.
  const standing = await accountStanding(userId, { fresh: true });
  if (standing.suspended || standing.closingSince || sessionEnded(caller, standing)) {
    log.info('WebSocket connection refused: the account is suspended or closing, or the session was ended', { userId });
    throw new Error('Unauthorized');
  }
  return {
    principalId: userId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
    },
    context: { userId },
  };
}

/** The caller of a token verified as the HTTP API's JWT authorizer would; `Unauthorized` otherwise. */
async function verifiedCaller(token: string): Promise<SessionUser> {
  const { issuer, clientId, keys } = settings();
  try {
    const { payload } = await jwtVerify(token, keys, { issuer });
    const audience = payload.token_use === 'access' ? payload.client_id : payload.aud;
    if (audience !== clientId) throw new Error('token was issued to another client');
    return normaliseClaims(payload);
  } catch (error) {
    log.info('WebSocket token rejected', { reason: error instanceof Error ? error.message : String(error) });
    // API Gateway answers 401 for exactly this message.
    throw new Error('Unauthorized');
  }
}
