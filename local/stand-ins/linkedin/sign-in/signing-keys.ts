// Key material of the LinkedIn stand-in, created once per data directory and reused on every
// start, so ID tokens issued before a restart still verify and session cookies stay valid.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { isRecord, readJson, writeJsonAtomic } from '../members/files';

export interface StandInSecrets {
  /** The RS256 private signing key (JWK with kid, alg and use). */
  signingKey: JWK;
  /** Keys that sign oidc-provider's cookies (newest first). */
  cookieKeys: string[];
  /** Mixed into the subject derivation so `sub` values are stable per data directory only. */
  subjectSecret: string;
}

const RSA_PRIVATE_MEMBERS = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const;

function isSigningKey(value: unknown): value is JWK {
  return (
    isRecord(value) &&
    value.kty === 'RSA' &&
    typeof value.kid === 'string' &&
    RSA_PRIVATE_MEMBERS.every((member) => typeof value[member] === 'string')
  );
}

async function createSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint({ kty: 'RSA', e: jwk.e, n: jwk.n });
  return { ...jwk, kid, alg: 'RS256', use: 'sig' };
}

const randomSecret = (): string => randomBytes(32).toString('base64url');

export async function loadOrCreateSecrets(dir: string): Promise<StandInSecrets> {
  const keyFile = join(dir, 'signing-key.json');
  const secretsFile = join(dir, 'secrets.json');

  let signingKey = readJson(keyFile);
  if (!isSigningKey(signingKey)) {
    signingKey = await createSigningKey();
    writeJsonAtomic(keyFile, signingKey);
  }

  const stored = readJson(secretsFile);
  let cookieKeys = isRecord(stored) && Array.isArray(stored.cookieKeys) ? stored.cookieKeys.filter((key): key is string => typeof key === 'string' && key.length >= 32) : [];
  let subjectSecret = isRecord(stored) && typeof stored.subjectSecret === 'string' ? stored.subjectSecret : '';
  if (cookieKeys.length === 0 || subjectSecret.length < 32) {
    if (cookieKeys.length === 0) cookieKeys = [randomSecret()];
    if (subjectSecret.length < 32) subjectSecret = randomSecret();
    writeJsonAtomic(secretsFile, { cookieKeys, subjectSecret });
  }

  return { signingKey: signingKey as JWK, cookieKeys, subjectSecret };
}

/** The public half of an RSA signing key, as published on the JWKS endpoint. */
export function publicJwk(key: JWK): JWK {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use };
}
