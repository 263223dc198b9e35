// Server identity: the gateway's JWT checks, and the profile GET /api/me creates and repairs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DynamoDBDocumentClient} from '@aws-sdk/lib-dynamodb';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, LOCAL_CLIENT_ID, signInThroughStandIn, type Member } from '../support/linkedin-sign-in';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';
import { tableClient, useRuntimeTable, type RuntimeTable } from '../support/table-snapshot';
import { openItem } from '../../core/data/personal-data/sealed-items';

let runtime: InProcessRuntime;
let runtimeTable: RuntimeTable;
let table: DynamoDBDocumentClient;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ seedDemo: false });
  runtimeTable = await useRuntimeTable(runtime.url);
  table = tableClient(runtimeTable);
});
afterAll(async () => {
  table?.destroy();
  await runtime?.dispose();
});

const me = (token?: string) => fetch(`${runtime.url}/api/me`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
const idTokenOf = async (member: Member) => (await signInThroughStandIn(runtime.url, member)).id_token;

/** Every item in the table that belongs to this user: the profile and its uniqueness claims. */
async function itemsOf(userId: string) {
  const { Items = [] } = await table.send(new ScanCommand({ TableName: runtimeTable.tableName }));
  return Items.filter((item) => item.userId === userId || (item.type === 'Profile' && item.id === userId));
}

/** A token signed with the stand-in's own key, with claims of our choosing. */
async function tokenSignedByStandIn(claims: Record<string, unknown>, expiresIn = '1h') {
  const jwk = JSON.parse(readFileSync(join(runtime.dataDir, 'linkedin', 'signing-key.json'), 'utf8')) as JWK;
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setIssuer(`${runtime.url}/__local/linkedin`)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

describe('the API authorizer', () => {
  it('refuses a missing token', async () => {
    expect((await me()).status).toBe(401);
  });

  it('refuses a malformed token', async () => {
    expect((await me('not.a.jwt')).status).toBe(401);
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ sub: 'intruder', email: 'eve@example.com' })
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .setIssuer(`${runtime.url}/__local/linkedin`)
      .setAudience(LOCAL_CLIENT_ID)
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await me(forged)).status).toBe(401);
  });

  it('refuses a token for another audience', async () => {
    const token = await tokenSignedByStandIn({ sub: 'someone', aud: 'another-app' });
    expect((await me(token)).status).toBe(401);
  });

  it('accepts a token signed by the stand-in for this app', async () => {
    const token = await tokenSignedByStandIn({ sub: 'crafted-but-valid', aud: LOCAL_CLIENT_ID, email: 'valid@example.com', name: 'Val Id' });
    expect((await me(token)).status).toBe(200);
  });
});

describe('GET /api/me', () => {
  it('creates the profile on the first visit from what LinkedIn says', async () => {
    const token = await idTokenOf({ name: 'Ada Lovelace', email: 'ada@example.com', headline: 'Analyst of engines' });
    const response = await me(token);
    expect(response.status).toBe(200);
    const { profile, isAdmin } = (await response.json()) as { profile: Record<string, unknown>; isAdmin: boolean };
    expect(isAdmin).toBe(false);
    expect(profile).toMatchObject({
      id: decodeJwt(token).sub,
      username: 'ada-lovelace',
      displayName: 'Ada Lovelace',
      email: 'ada@example.com',
      headline: 'Analyst of engines',
      plan: 'free',
      linkedinConnected: false,
    });
    expect(profile.productId).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(profile).not.toHaveProperty('linkedinAccessTokenEncrypted');
  });

  it('returns the same profile on later visits', async () => {
    const token = await idTokenOf({ name: 'Ada Lovelace', email: 'ada@example.com' });
    const first = (await (await me(token)).json()) as { profile: { productId: string; username: string } };
    const second = (await (await me(token)).json()) as { profile: { productId: string; username: string } };
    expect(second.profile).toEqual(first.profile);
  });

  it('creates exactly one profile when ten first visits arrive at once', async () => {
    const token = await idTokenOf({ name: 'Grace Hopper', email: 'grace@example.com' });
    const responses = await Promise.all(Array.from({ length: 10 }, () => me(token)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as { profile: { productId: string; username: string } }[];
    expect(new Set(bodies.map((body) => body.profile.productId)).size).toBe(1);
    expect(new Set(bodies.map((body) => body.profile.username))).toEqual(new Set(['grace-hopper']));

    const items = await itemsOf(String(decodeJwt(token).sub));
    // One profile, its two claims, one search-index entry per word of its name ("grace", "hopper"),
    // one identity set (the LinkedIn member and the address it signed in with) and one list of
    // where the person was lately (the network of all ten visits, hashed).
    expect(items.map((item) => item.type).sort()).toEqual(['IdentitySet', 'OwnerSessions', 'ProductIdClaim', 'Profile', 'ProfileNameWord', 'ProfileNameWord', 'UsernameClaim']);
    expect(items.find((item) => item.type === 'OwnerSessions')!.sessions).toEqual([{ network: expect.stringMatching(/^[0-9a-f]{64}$/), device: null, at: expect.any(String) }]);
    // Sealed under the account's key: opened, they name her address and member once each.
    const stored = items.find((item) => item.type === 'IdentitySet')!;
    expect(JSON.stringify(stored)).not.toContain('grace@example.com');
    const identities = await openItem(stored);
    expect(identities.addresses).toEqual(['grace@example.com']);
    // The LinkedIn member, not the user pool's subject (the account id).
    const member = String(decodeJwt(token)['cognito:username']).replace(/^LinkedIn_/, '');
    expect(member).not.toBe(String(decodeJwt(token).sub));
    expect(identities.linkedinMembers).toEqual([member]);
  });

  it('gives people with the same name distinct usernames, even all at once', async () => {
    const tokens = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => idTokenOf({ name: 'Alan Turing', email: `alan${n}@example.com` })),
    );
    const profiles = await Promise.all(tokens.map(async (token) => ((await (await me(token)).json()) as { profile: { username: string } }).profile));
    const usernames = profiles.map((profile) => profile.username);
    expect(new Set(usernames).size).toBe(5);
    expect(usernames).toContain('alan-turing');
    for (const username of usernames) expect(username).toMatch(/^alan-turing(-\d+)?$/);
  });

  it('falls back to the e-mail when LinkedIn gives no usable name', async () => {
    const token = await tokenSignedByStandIn({ sub: 'no-name-member', aud: LOCAL_CLIENT_ID, email: 'kim.doe@example.com', name: 'LinkedIn User' });
    const { profile } = (await (await me(token)).json()) as { profile: { username: string; displayName: string } };
    expect(profile).toMatchObject({ username: 'kim-doe', displayName: 'kim.doe' });
  });

  it('repairs a placeholder display name on a later visit', async () => {
    const placeholder = await tokenSignedByStandIn({ sub: 'repair-me', aud: LOCAL_CLIENT_ID, email: 'rae@example.com', name: '' });
    expect(((await (await me(placeholder)).json()) as { profile: { displayName: string } }).profile.displayName).toBe('rae');
    const named = await tokenSignedByStandIn({ sub: 'repair-me', aud: LOCAL_CLIENT_ID, email: 'rae@example.com', name: 'Rae Smith' });
    // 'rae' is a real name now, so it is kept: repair only replaces empty or placeholder names.
    expect(((await (await me(named)).json()) as { profile: { displayName: string } }).profile.displayName).toBe('rae');
  });
});

describe('token expiry', () => {
  it('refuses a token that has expired', async () => {
    const expired = await tokenSignedByStandIn({ sub: 'expired-member', aud: LOCAL_CLIENT_ID, email: 'old@example.com' }, '-1m');
    expect((await me(expired)).status).toBe(401);
  });

  it('keeps tokens valid when business time moves on (POST /__local/clock)', async () => {
    const token = await idTokenOf({ name: 'Tim Berners-Lee', email: 'tim@example.com' });
    await fetch(`${runtime.url}/__local/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: 2 * 3600 * 1000 }) });
    expect((await me(token)).status).toBe(200);
  });
});
