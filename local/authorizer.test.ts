import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createJwtAuthorizer } from './authorizer';

const ISSUER = 'http://localhost:3000/__local/linkedin';
const AUDIENCE = 'provenly-local';
const NOW = new Date('2030-01-01T12:00:00Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);

interface KeyPair {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function keyPair(kid: string): Promise<KeyPair> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

let trusted: KeyPair;
let forgedSameKid: KeyPair;
let forgedOtherKid: KeyPair;

beforeAll(async () => {
  [trusted, forgedSameKid, forgedOtherKid] = await Promise.all([keyPair('k1'), keyPair('k1'), keyPair('k2')]);
});

async function sign(claims: JWTPayload, key: KeyPair = trusted, kid = key.publicJwk.kid): Promise<string> {
  return new SignJWT({ sub: 'abc123', name: 'Ada Lovelace', email: 'ada@example.com', email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid })
    .sign(key.privateKey);
}

const valid = (extra: JWTPayload = {}): JWTPayload => ({ iss: ISSUER, aud: AUDIENCE, iat: nowSeconds - 60, exp: nowSeconds + 3600, ...extra });

const authorize = (header: string | undefined) =>
  createJwtAuthorizer({ issuer: ISSUER, audience: AUDIENCE, jwks: () => ({ keys: [trusted.publicJwk] }), now: () => NOW })(header);

describe('createJwtAuthorizer (local API Gateway JWT authorizer)', () => {
  it('accepts a valid ID token and returns its claims as given', async () => {
    const result = await authorize(`Bearer ${await sign(valid())}`);
    expect(result).toEqual({
      ok: true,
      claims: expect.objectContaining({ sub: 'abc123', name: 'Ada Lovelace', email: 'ada@example.com', email_verified: true, iss: ISSUER, aud: AUDIENCE, exp: nowSeconds + 3600 }),
    });
  });

  it('accepts the scheme case-insensitively', async () => {
    expect((await authorize(`bearer ${await sign(valid())}`)).ok).toBe(true);
  });

  it('rejects a missing header', async () => {
    expect(await authorize(undefined)).toEqual({ ok: false, reason: 'missing Authorization header' });
    expect(await authorize('')).toEqual({ ok: false, reason: 'missing Authorization header' });
  });

  it('rejects a header that is not a Bearer token', async () => {
    const token = await sign(valid());
    for (const header of [`Basic ${Buffer.from('a:b').toString('base64')}`, token, `Bearer`, `Bearer ${token} extra`]) {
      const result = await authorize(header);
      expect(result.ok, header).toBe(false);
    }
    expect(await authorize('Basic abc')).toEqual({ ok: false, reason: expect.stringContaining('Bearer') });
  });

  it('rejects garbage', async () => {
    for (const header of ['Bearer garbage', 'Bearer a.b.c', 'Bearer eyJhbGciOiJSUzI1NiJ9.e30', 'Bearer ...']) {
      const result = await authorize(header);
      expect(result.ok, header).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(/malformed|invalid/);
    }
  });

  it('rejects a token signed by another key with the same kid', async () => {
    expect(await authorize(`Bearer ${await sign(valid(), forgedSameKid)}`)).toEqual({ ok: false, reason: 'signature verification failed' });
  });

  it('rejects a token signed by an unknown key', async () => {
    expect(await authorize(`Bearer ${await sign(valid(), forgedOtherKid)}`)).toEqual({ ok: false, reason: 'no signing key matches the token' });
  });

  it('rejects a token that is not RS256', async () => {
    const hs = await new SignJWT(valid()).setProtectedHeader({ alg: 'HS256', kid: 'k1' }).sign(new Uint8Array(32).fill(7));
    const result = await authorize(`Bearer ${hs}`);
    expect(result.ok).toBe(false);
  });

  it('rejects an expired token, judged by the runtime clock', async () => {
    const token = await sign(valid({ iat: nowSeconds - 7200, exp: nowSeconds - 1 }));
    expect(await authorize(`Bearer ${token}`)).toEqual({ ok: false, reason: 'token expired' });

    const later = createJwtAuthorizer({ issuer: ISSUER, audience: AUDIENCE, jwks: () => ({ keys: [trusted.publicJwk] }), now: () => new Date(NOW.getTime() + 2 * 3600_000) });
    expect(await later(`Bearer ${await sign(valid())}`)).toEqual({ ok: false, reason: 'token expired' });
  });

  it('rejects a token without exp', async () => {
    const token = await sign({ iss: ISSUER, aud: AUDIENCE, iat: nowSeconds });
    expect((await authorize(`Bearer ${token}`)).ok).toBe(false);
  });

  it('rejects a token whose nbf is in the future', async () => {
    const result = await authorize(`Bearer ${await sign(valid({ nbf: nowSeconds + 120 }))}`);
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('not yet valid') });
  });

  it('rejects a token issued in the future', async () => {
    const result = await authorize(`Bearer ${await sign(valid({ iat: nowSeconds + 120 }))}`);
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('iat') });
  });

  it('rejects a wrong audience', async () => {
    const result = await authorize(`Bearer ${await sign(valid({ aud: 'someone-else' }))}`);
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('audience') });
  });

  it('rejects a wrong issuer', async () => {
    const result = await authorize(`Bearer ${await sign(valid({ iss: 'https://www.linkedin.com/oauth' }))}`);
    expect(result).toEqual({ ok: false, reason: 'issuer mismatch' });
  });

  it('accepts an aud array that contains the audience', async () => {
    const result = await authorize(`Bearer ${await sign(valid({ aud: ['other', AUDIENCE] }))}`);
    expect(result).toEqual({ ok: true, claims: expect.objectContaining({ aud: ['other', AUDIENCE] }) });
  });

  it('accepts an access-token style client_id claim instead of aud', async () => {
    const { aud: _aud, ...claims } = valid({ client_id: AUDIENCE, token_use: 'access', scope: 'openid profile' });
    const result = await authorize(`Bearer ${await sign(claims)}`);
    expect(result).toEqual({ ok: true, claims: expect.objectContaining({ client_id: AUDIENCE, token_use: 'access' }) });
  });

  it('rejects an access-token style client_id for another client', async () => {
    const { aud: _aud, ...claims } = valid({ client_id: 'other' });
    expect((await authorize(`Bearer ${await sign(claims)}`)).ok).toBe(false);
  });

  it('reads the key set on every call, so a new key is trusted at once', async () => {
    let keys: JWK[] = [trusted.publicJwk];
    const check = createJwtAuthorizer({ issuer: ISSUER, audience: AUDIENCE, jwks: () => ({ keys }), now: () => NOW });
    const token = await sign(valid(), forgedOtherKid);
    expect((await check(`Bearer ${token}`)).ok).toBe(false);
    keys = [trusted.publicJwk, forgedOtherKid.publicJwk];
    expect((await check(`Bearer ${token}`)).ok).toBe(true);
  });
});

describe('remembering verified tokens', () => {
  it('answers a token it verified from memory until it expires, then refuses it', async () => {
    let now = NOW;
    let keys = [trusted.publicJwk];
    const remembered = createJwtAuthorizer({ issuer: ISSUER, audience: AUDIENCE, jwks: () => ({ keys }), now: () => now });
    const token = await sign(valid({ exp: nowSeconds + 60 }));
    expect((await remembered(`Bearer ${token}`)).ok).toBe(true);
    expect(await remembered(`Bearer ${token}`)).toMatchObject({ ok: true, claims: { sub: 'abc123' } });
    now = new Date((nowSeconds + 60) * 1000);
    expect(await remembered(`Bearer ${token}`)).toEqual({ ok: false, reason: 'token expired' });

    // A key taken out of the set no longer vouches for the tokens it signed, remembered or not.
    now = NOW;
    const other = await sign(valid());
    expect((await remembered(`Bearer ${other}`)).ok).toBe(true);
    keys = [forgedOtherKid.publicJwk];
    expect(await remembered(`Bearer ${other}`)).toMatchObject({ ok: false });
  });

  it('never remembers a refused token', async () => {
    const remembered = createJwtAuthorizer({ issuer: ISSUER, audience: AUDIENCE, jwks: () => ({ keys: [trusted.publicJwk] }), now: () => NOW });
    const forged = await sign(valid(), forgedSameKid);
    for (let i = 0; i < 2; i++) expect(await remembered(`Bearer ${forged}`)).toEqual({ ok: false, reason: 'signature verification failed' });
  });
});
