// Connecting LinkedIn for posting against the local stand-in, through the product's API: the
// popup's callback page, the connection states, what is stored (encrypted), single-use state,
// Limited Access, disconnecting, and an expired token.
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkedinStatus } from '../../../domain/api/linkedin';
import type { MeResponse } from '../../../domain/api/me';
import { linkedinKeys as keys } from '../../../core/data/linkedin/keys';
import { localTokenCipher } from '../../../core/linkedin/local-token-cipher';
import { CALLBACK_ERRORS } from '../../../core/linkedin/connection';
import { signedInClient, type ApiClient } from '../../support/api-client';
import { connectLinkedin, connectMessageOf, openCallback, startConnecting } from '../../support/linkedin-connect';
import { linkedInStandIn } from '../../support/linkedin-stand-in';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { tableClient, tableSnapshot, useRuntimeTable, type RuntimeTable } from '../../support/table-snapshot';
import { openItem } from '../../../core/data/personal-data/sealed-items';
import { advanceClock } from '../../support/clock';

let runtime: InProcessRuntime;
let runtimeTable: RuntimeTable;
let table: DynamoDBDocumentClient;
let snapshot: () => Promise<string>;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false });
  runtimeTable = await useRuntimeTable(runtime.url);
  table = tableClient(runtimeTable);
  snapshot = tableSnapshot(runtimeTable);
}, 120_000);
afterAll(async () => {
  await runtime?.dispose();
});

let members = 0;
async function member(): Promise<{ client: ApiClient; person: { name: string; email: string }; id: string }> {
  members += 1;
  const person = { name: `Connie Connect${members}`, email: `connie${members}.connect@example.com` };
  const client = await signedInClient(runtime.url, person);
  const me = await client.request<MeResponse>('GET', '/me');
  return { client, person, id: me.body.profile.id };
}
const status = async (client: ApiClient) => (await client.request<LinkedinStatus>('GET', '/linkedin/status')).body;
const profileOf = async (client: ApiClient) => (await client.request<MeResponse>('GET', '/me')).body.profile;
const moveClock = (ms: number) => advanceClock(runtime.url, ms);

describe('connecting', () => {
  it('signing in alone leaves LinkedIn not connected: only connecting gives the product a posting token', async () => {
    const { client } = await member();
    expect(await status(client)).toEqual({ state: 'notConnected', connected: false, scopes: [], expiresAt: null, personId: null });
    expect((await profileOf(client)).linkedinConnected).toBe(false);
  });

  it('asks LinkedIn for the four scopes with a state, and the callback page tells the opener it worked', async () => {
    const { client, person } = await member();
    const result = await connectLinkedin(runtime.url, client, person);
    const authUrl = new URL(result.authUrl);
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${runtime.url}/__local/linkedin/oauth/v2/authorization`);
    expect(authUrl.searchParams.get('scope')).toBe('openid profile email w_member_social');
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`${runtime.url}/api/public/linkedin/callback`);
    expect(authUrl.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(result.cookie).toMatch(/^provenly_linkedin_connect=[\w-]{43}$/);

    expect(result.status).toBe(200);
    expect(connectMessageOf(result.page)).toEqual({ type: 'provenly:linkedin-connect', status: 'success' });
    // The page posts only to the product's own origin.
    expect(result.page).toContain(`"targetOrigin":"${runtime.url}"`);

    const connected = await status(client);
    expect(connected).toMatchObject({ state: 'connected', connected: true, scopes: ['openid', 'profile', 'email', 'w_member_social'] });
    const days = (new Date(connected.expiresAt!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59);
    expect(days).toBeLessThanOrEqual(60.01 + 4); // the clock may have moved in an earlier test
    const profile = await profileOf(client);
    expect(profile).toMatchObject({ linkedinConnected: true, linkedinProfileId: connected.personId, linkedinScopes: ['openid', 'profile', 'email', 'w_member_social'] });
    // The browser never sees the token.
    expect(JSON.stringify(profile)).not.toMatch(/aes256gcm|accessToken/i);
  });

  it('stores only ciphertext, bound to the user: useless without the key file and for anyone else', async () => {
    const { client, person, id } = await member();
    await connectLinkedin(runtime.url, client, person);
    const item = (await table.send(new GetCommand({ TableName: runtimeTable.tableName, Key: keys.linkedinToken(id, 'marketing') }))).Item!;
    expect(item).toMatchObject({ kind: 'marketing', scope: 'openid profile email w_member_social' });
    // Sealed under the account's key besides (gone with it when the account is erased), and
    // inside, the token cipher's ciphertext.
    expect(item.accessToken).toMatch(/^pd1\./);
    const stored = (await openItem(item)).accessToken as string;
    expect(stored).toMatch(/^aes256gcm:/);

    const userinfo = (token: string) => fetch(`${runtime.url}/__local/linkedin/v2/userinfo`, { headers: { authorization: `Bearer ${token}` } });
    expect((await userinfo(stored)).status).toBe(401);
    const keyFile = join(runtime.dataDir, 'token-key.bin');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(keyFile)).toHaveLength(32);
    // With the key, for this user: a working LinkedIn token. With another key or user: nothing.
    const plain = await localTokenCipher(keyFile).decrypt(stored, id);
    expect((await userinfo(plain)).status).toBe(200);
    await expect(localTokenCipher(keyFile).decrypt(stored, 'someone-else')).rejects.toThrow();
    const otherKey = join(runtime.dataDir, `other-key-${randomBytes(4).toString('hex')}.bin`);
    await expect(localTokenCipher(otherKey).decrypt(stored, id)).rejects.toThrow();
  });
});

describe('the state', () => {
  it('works once: replaying the callback answers the error page and changes nothing', async () => {
    const { client, person } = await member();
    const first = await connectLinkedin(runtime.url, client, person);
    expect(connectMessageOf(first.page).status).toBe('success');
    const before = await snapshot();
    const replayed = await openCallback(first.callbackUrl, first.cookie);
    expect(connectMessageOf(replayed.page)).toEqual({ type: 'provenly:linkedin-connect', status: 'error', error: CALLBACK_ERRORS.invalidState });
    expect(await snapshot()).toBe(before);
  });

  it("belongs to the browser that asked: a link someone else started cannot connect a victim's LinkedIn to their account", async () => {
    const attacker = await member();
    const victim = await member();
    const { authUrl } = await startConnecting(runtime.url, attacker.client);
    // The victim opens the attacker's authorize link and consents as themselves, in their own browser.
    const back = await linkedInStandIn(runtime.url).authorize(authUrl, victim.person);
    const answer = await openCallback(back, null);
    expect(connectMessageOf(answer.page)).toMatchObject({ status: 'error', error: CALLBACK_ERRORS.otherBrowser });
    expect((await status(attacker.client)).connected).toBe(false);
    expect((await status(victim.client)).connected).toBe(false);
  });

  it('refuses a forged state and a missing one without writing anything', async () => {
    const before = await snapshot();
    for (const query of [`code=abc&state=${randomBytes(32).toString('base64url')}`, 'code=abc', '']) {
      const page = await (await fetch(`${runtime.url}/api/public/linkedin/callback?${query}`)).text();
      expect(connectMessageOf(page), query).toMatchObject({ status: 'error', error: CALLBACK_ERRORS.invalidState });
    }
    expect(await snapshot()).toBe(before);
  });

  it('expires after 10 minutes', async () => {
    const { client, person } = await member();
    const started = await startConnecting(runtime.url, client);
    await moveClock(11 * 60 * 1000);
    const back = await linkedInStandIn(runtime.url).authorize(started.authUrl, person);
    const { page } = await openCallback(back, started.cookie);
    expect(connectMessageOf(page)).toMatchObject({ status: 'error', error: CALLBACK_ERRORS.invalidState });
    expect((await status(client)).connected).toBe(false);
  });

  it('a member who cancels at LinkedIn is told so and stays not connected', async () => {
    const { client, person } = await member();
    const result = await connectLinkedin(runtime.url, client, person, { consent: 'cancel' });
    expect(connectMessageOf(result.page)).toMatchObject({ status: 'error', error: CALLBACK_ERRORS.declined });
    expect((await status(client)).state).toBe('notConnected');
  });
});

describe('connection states', () => {
  it('Limited Access when LinkedIn granted fewer than the four scopes; reconnecting with all of them gives Connected', async () => {
    const { client, person } = await member();
    await linkedInStandIn(runtime.url).grantOnlyScopes(['openid', 'profile', 'email']);
    await connectLinkedin(runtime.url, client, person);
    expect(await status(client)).toMatchObject({ state: 'limited', connected: true, scopes: ['openid', 'profile', 'email'] });
    expect((await profileOf(client)).linkedinScopes).toEqual(['openid', 'profile', 'email']);

    await connectLinkedin(runtime.url, client, person);
    expect((await status(client)).state).toBe('connected');
  });

  it('disconnecting deletes the token and the profile says not connected', async () => {
    const { client, person, id } = await member();
    await connectLinkedin(runtime.url, client, person);
    const answer = await client.request<LinkedinStatus>('DELETE', '/linkedin/connection');
    expect(answer.status).toBe(200);
    expect(answer.body.state).toBe('notConnected');
    expect((await table.send(new GetCommand({ TableName: runtimeTable.tableName, Key: keys.linkedinToken(id, 'marketing') }))).Item).toBeUndefined();
    expect((await profileOf(client)).linkedinConnected).toBe(false);
  });

  it('a token past its 60 days reads as not connected, and the profile follows', async () => {
    const { client, person } = await member();
    await connectLinkedin(runtime.url, client, person);
    await moveClock(61 * 24 * 3600 * 1000);
    // The header reads /api/me first: it already says not connected.
    expect((await profileOf(client)).linkedinConnected).toBe(false);
    expect((await status(client)).state).toBe('notConnected');
    // Reconnecting works at once (LinkedIn gives a fresh token to a member still signed in).
    await connectLinkedin(runtime.url, client, person);
    expect((await status(client)).state).toBe('connected');
  });
});
