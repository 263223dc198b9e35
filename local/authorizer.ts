// The local twin of API Gateway's HTTP API JWT authorizer: checks a bearer token's RS256
// signature against the issuer's keys, then `iss`, `aud` (or `client_id`, which API Gateway
// accepts for access tokens), `exp`, `nbf` and `iat` against the runtime's (movable) clock.
// Keys come straight from the issuer object (no JWKS fetch); a rotated key set is picked up on
// the next call. A token whose signature and claims were verified is remembered until it expires
// (as API Gateway caches its authorizer's answers), so a signed-in client's requests after the
// first cost a map lookup and the time checks, not a signature verification.
import { createLocalJWKSet, errors, jwtVerify, type JWK, type JWTPayload } from 'jose';

export interface JwtAuthorizerOptions {
  issuer: string;
  audience: string;
  jwks: () => { keys: JWK[] };
  now?: () => Date;
  /** Verified tokens remembered at most (least recently verified go first). */
  maxCachedTokens?: number;
}

export type AuthorizerClaims = Record<string, string | number | boolean | string[]>;

export type AuthorizerResult = { ok: true; claims: AuthorizerClaims } | { ok: false; reason: string };

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** API Gateway hands claims to the handler flat; keep scalars and string lists, stringify the rest. */
function flattenClaims(payload: JWTPayload): AuthorizerClaims {
  const claims: AuthorizerClaims = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') claims[name] = value;
    else if (Array.isArray(value)) claims[name] = value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
    else claims[name] = JSON.stringify(value);
  }
  return claims;
}

function reasonFor(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'token expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf') return 'token not yet valid (nbf is in the future)';
    if (error.claim === 'iss') return 'issuer mismatch';
    if (error.claim === 'exp') return 'token has no valid exp claim';
    return `invalid ${error.claim} claim`;
  }
  if (error instanceof errors.JWKSNoMatchingKey) return 'no signing key matches the token';
  if (error instanceof errors.JWKSMultipleMatchingKeys) return 'more than one signing key matches the token';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature verification failed';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'signing algorithm not allowed (RS256 only)';
  if (error instanceof errors.JWTInvalid || error instanceof errors.JWSInvalid || error instanceof errors.JOSENotSupported) return 'malformed token';
  return 'invalid token';
}

export function createJwtAuthorizer(options: JwtAuthorizerOptions): (authorizationHeader: string | undefined) => Promise<AuthorizerResult> {
  const { issuer, audience, jwks, now = () => new Date(), maxCachedTokens = 10_000 } = options;
  // Importing keys is costly: the key set is rebuilt only when the issuer's key ids change.
  let cached: { kids: string; keySet: ReturnType<typeof createLocalJWKSet> } | undefined;
  // Verified tokens of the current key set, with the times to check again on every use.
  const verified = new Map<string, { claims: AuthorizerClaims; exp: number; nbf: number | null }>();
  const keySet = () => {
    const current = jwks();
    const kids = current.keys.map((key) => key.kid ?? '').join(',');
    if (cached?.kids !== kids) {
      cached = { kids, keySet: createLocalJWKSet(current) };
      verified.clear(); // a removed key no longer vouches for its tokens
    }
    return cached.keySet;
  };

  return async (authorizationHeader) => {
    if (authorizationHeader === undefined || authorizationHeader.trim() === '') {
      return { ok: false, reason: 'missing Authorization header' };
    }
    const match = BEARER.exec(authorizationHeader.trim());
    const token = match?.[1];
    if (!token) return { ok: false, reason: 'Authorization header is not "Bearer <token>"' };
    if (token.split('.').length !== 3) return { ok: false, reason: 'malformed token' };

    const currentDate = now();
    const keys = keySet();
    const known = verified.get(token);
    if (known) {
      const seconds = Math.floor(currentDate.getTime() / 1000);
      if (seconds >= known.exp) {
        verified.delete(token);
        return { ok: false, reason: 'token expired' };
      }
      if (known.nbf === null || seconds >= known.nbf) return { ok: true, claims: known.claims };
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer,
        algorithms: ['RS256'],
        currentDate,
        requiredClaims: ['exp'],
      }));
    } catch (error) {
      return { ok: false, reason: reasonFor(error) };
    }

    const audiences = typeof payload.aud === 'string' ? [payload.aud] : Array.isArray(payload.aud) ? payload.aud : [];
    if (!audiences.includes(audience) && payload.client_id !== audience) {
      return { ok: false, reason: 'audience mismatch (neither aud nor client_id matches)' };
    }
    if (typeof payload.iat === 'number' && payload.iat > Math.floor(currentDate.getTime() / 1000)) {
      return { ok: false, reason: 'token issued in the future (iat)' };
    }

    const claims = flattenClaims(payload);
    if (typeof payload.exp === 'number') {
      if (verified.size >= maxCachedTokens) verified.delete(verified.keys().next().value as string);
      verified.set(token, { claims, exp: payload.exp, nbf: typeof payload.nbf === 'number' ? payload.nbf : null });
    }
    return { ok: true, claims };
  };
}
