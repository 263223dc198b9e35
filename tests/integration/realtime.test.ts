// Live updates end to end over /ws, through the same handlers the cloud runs: the $connect
// authorizer on the upgrade, $connect and $disconnect keeping connection items in the table, and
// the stream notifier posting through the management API stand-in (GoneException included).
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { DynamoDBDocumentClient} from '@aws-sdk/lib-dynamodb';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { importJWK, SignJWT, type JWK } from 'jose';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionKeys as keys } from '../../core/data/connections/keys';
import { liveUpdate, type LiveCollection, type LiveUpdateMessage } from '../../domain/api/live-updates';
import { apiClient, signedInClient, type ApiClient } from '../support/api-client';
import { openLive as openLiveAt, openSocket as openSocketAt, type LiveSocket } from '../support/live-socket';
import { decodeJwt, LOCAL_CLIENT_ID } from '../support/linkedin-sign-in';
import { proofFlow } from '../support/proof-flow';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';
import { runtimeTableOf, tableClient, type RuntimeTable } from '../support/table-snapshot';

let runtime: InProcessRuntime;
let runtimeTable: RuntimeTable;
let table: DynamoDBDocumentClient;
let flow: ReturnType<typeof proofFlow>;
let memberCount = 0;
const ADMIN = { name: 'Ada Admin', email: 'ada.admin@example.com' };

beforeAll(async () => {
  runtime = await startInProcessRuntime({ seedDemo: false, env: { ADMIN_EMAILS: ADMIN.email } });
  runtimeTable = await runtimeTableOf(runtime.url);
  table = tableClient(runtimeTable);
  flow = proofFlow(runtime.url, apiClient(runtime.url));
});
afterAll(async () => {
  table?.destroy();
  await runtime?.dispose();
});

const newMember = () => {
  memberCount += 1;
  return signedInClient(runtime.url, { name: `Live Member${memberCount}`, email: `live${memberCount}@acme.com` });
};
const userIdOf = (client: ApiClient) => String(decodeJwt(client.token!).sub);

/** Opens this file's runtime's /ws with the token; resolves to the open socket, or to the refusing status. */
const openSocket = (token: string | null) => openSocketAt(runtime.url, token);
const openLive = (token: string) => openLiveAt(runtime.url, token);

/** The connection items stored under the user, read straight from DynamoDB Local. */
async function connectionItems(userId: string) {
  const { Items = [] } = await table.send(new QueryCommand({
    TableName: runtimeTable.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.connectionPartition(userId) },
    ConsistentRead: true,
  }));
  return Items;
}

/** A token signed with the local issuer's own key, with claims of our choosing. */
async function tokenSignedByIssuer(claims: Record<string, unknown>, expiresIn: string) {
  const jwk = JSON.parse(readFileSync(join(runtime.dataDir, 'linkedin', 'signing-key.json'), 'utf8')) as JWK;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setIssuer(`${runtime.url}/__local/linkedin`)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await importJWK(jwk, 'RS256'));
}

const changedOf = (message: unknown) => (message as LiveUpdateMessage).changed;
const collectionsIn = (messages: unknown[]) => new Set(messages.flatMap(changedOf));
/** The message a new proof of one's own sends: the stream's marker that everything written before it was delivered. */
/** The message of one proof's change: the collection, and the proof as the change left it. */
const proofChanged = (proof: { id: string; updatedAt: string }, changed: LiveCollection[] = ['proofs']) => liveUpdate(changed, [{ id: proof.id, updatedAt: proof.updatedAt }]);

describe('connecting', () => {
  it("stores a signed-in member's connection under them while it is open, and forgets it on disconnect", async () => {
    const member = await newMember();
    const socket = await openLive(member.token!);
    // API Gateway completes the handshake only after $connect has answered: the item is there.
    const [item, ...others] = await connectionItems(userIdOf(member));
    expect(others).toEqual([]);
    expect(item).toMatchObject({ type: 'WebSocketConnection', userId: userIdOf(member), connectionId: expect.any(String) });
    expect(item!.sk).toBe(`CONN#${String(item!.connectionId)}`);

    await socket.close();
    await expect.poll(() => connectionItems(userIdOf(member)), { timeout: 5_000 }).toEqual([]);
  });

  it('gives every connection of a member its own item', async () => {
    const member = await newMember();
    const sockets = await Promise.all([openLive(member.token!), openLive(member.token!)]);
    const ids = (await connectionItems(userIdOf(member))).map((item) => item.connectionId);
    expect(new Set(ids).size).toBe(2);
    await Promise.all(sockets.map((socket) => socket.close()));
  });

  it.each([
    ['without a token', async () => null, 'nobody'],
    ['with a malformed token', async () => 'not.a.jwt', 'nobody'],
    ['with an expired token', async () => tokenSignedByIssuer({ sub: 'ws-expired', aud: LOCAL_CLIENT_ID }, '-1m'), 'ws-expired'],
    ['with a token for another app', async () => tokenSignedByIssuer({ sub: 'ws-other-app', aud: 'another-app' }, '5m'), 'ws-other-app'],
    [
      'with a forged signature',
      async () => `${(await tokenSignedByIssuer({ sub: 'ws-forged', aud: LOCAL_CLIENT_ID }, '5m')).slice(0, -6)}AAAAAA`,
      'ws-forged',
    ],
  ])('refuses the upgrade %s with 401, storing nothing', async (_name, token, subject) => {
    expect(await openSocket(await token())).toBe(401);
    expect(await connectionItems(subject)).toEqual([]);
  });

  it('answers a message from the browser as API Gateway does (no route takes it) and stays connected', async () => {
    const member = await newMember();
    const socket = await openLive(member.token!);
    socket.send('{"action":"subscribe"}');
    await expect.poll(() => socket.messages, { timeout: 5_000 }).toEqual([{ message: 'Forbidden', connectionId: expect.any(String), requestId: expect.any(String) }]);
    expect(await connectionItems(userIdOf(member))).toHaveLength(1);
    await socket.close();
  });
});

describe('misbehaving clients', () => {
  it('closes a connection that sends more than 128 KB at once (1009), forgets it, and keeps serving', async () => {
    const member = await newMember();
    const ws = new WebSocket(`${runtime.url.replace('http', 'ws')}/ws?token=${member.token}`);
    await new Promise((done, fail) => {
      ws.once('open', done);
      ws.once('error', fail);
    });
    const closed = new Promise<number>((done) => ws.once('close', (code) => done(code)));
    ws.send('x'.repeat(128 * 1024 + 1));
    expect(await closed).toBe(1009);
    await expect.poll(() => connectionItems(userIdOf(member)), { timeout: 5_000 }).toEqual([]);
    const again = await openLive(member.token!);
    expect(await connectionItems(userIdOf(member))).toHaveLength(1);
    await again.close();
  });

  /** Sends a WebSocket upgrade request over a raw socket; `hangUp` decides when to reset it. */
  const rawUpgrade = (token: string, hangUp: 'at-once' | 'after-handshake') =>
    new Promise<void>((done, fail) => {
      const socket = connect(runtime.port, '127.0.0.1', () => {
        socket.write(
          `GET /ws?token=${token} HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
        );
        if (hangUp === 'at-once') {
          socket.resetAndDestroy();
          done();
        }
      });
      socket.on('data', (data) => {
        if (hangUp !== 'after-handshake') return;
        if (!String(data).startsWith('HTTP/1.1 101')) return fail(new Error(String(data)));
        socket.resetAndDestroy();
        done();
      });
      socket.on('error', () => undefined);
    });

  it('forgets a connection whose client vanished without a close frame', async () => {
    const member = await newMember();
    // 101 Switching Protocols: $connect has stored the connection.
    await rawUpgrade(member.token!, 'after-handshake');
    await expect.poll(() => connectionItems(userIdOf(member)), { timeout: 5_000 }).toEqual([]);
  });

  it('survives clients that hang up in the middle of the upgrade, and keeps none of their connections', async () => {
    const member = await newMember();
    await Promise.all(Array.from({ length: 5 }, () => rawUpgrade(member.token!, 'at-once')));
    await expect.poll(() => connectionItems(userIdOf(member)), { timeout: 5_000 }).toEqual([]);
    const socket = await openLive(member.token!);
    await expect.poll(async () => (await connectionItems(userIdOf(member))).length, { timeout: 5_000 }).toBe(1);
    await socket.close();
  });
});

describe('live updates', () => {
  it('tells the owner of an approval once, naming proofs, requests and validations, and nobody else', async () => {
    const [owner, stranger] = await Promise.all([newMember(), newMember()]);
    const [ownerSocket, strangerSocket] = await Promise.all([openLive(owner.token!), openLive(stranger.token!)]);
    const proof = await flow.create(owner);
    await expect.poll(() => ownerSocket.messages, { timeout: 5_000 }).toEqual([proofChanged(proof)]);
    // The invitation's own messages come next: the new request, and the proof now pending
    // validation (one message or two). Once both have arrived, nothing else is under way.
    const email = 'live.approver@acme.com';
    expect((await owner.request('POST', '/validation-requests', { recognitionId: proof.id, validators: [{ email, role: 'peer' }] })).status).toBe(201);
    await expect.poll(() => collectionsIn(ownerSocket.messages.slice(1)), { timeout: 5_000 }).toEqual(new Set(['proofs', 'validation-requests']));

    // The validator opens the link first (the decision carries the hash of what it showed); the
    // link records that, which the owner hears about as a change of their requests.
    const mails = (await (await fetch(`${runtime.url}/__local/mail.json`)).json()) as { to: string[]; text: string }[];
    const token = /\/validate\/([A-Za-z0-9_-]{43})/.exec(mails.find((mail) => mail.to.includes(email))!.text)![1];
    const validator = apiClient(runtime.url);
    const beforeOpen = ownerSocket.messages.length;
    const { contentHash } = (await validator.request<{ contentHash: string }>('POST', '/validation/open', { token })).body;
    await expect.poll(() => ownerSocket.messages.slice(beforeOpen), { timeout: 5_000 }).toEqual([liveUpdate(['validation-requests'])]);
    const start = ownerSocket.messages.length;

    expect((await validator.request('POST', '/validation/decide', { token, decision: 'approved', comment: 'Live', contentHash })).status).toBe(200);
    await expect.poll(() => ownerSocket.messages.length, { timeout: 5_000 }).toBeGreaterThan(start);

    // Markers: whatever the approval caused is delivered before each member's own next change.
    const [mine, theirs] = await Promise.all([flow.create(owner), flow.create(stranger)]);
    await expect.poll(() => ownerSocket.messages.at(-1), { timeout: 5_000 }).toEqual(proofChanged(mine));
    await expect.poll(() => strangerSocket.messages.at(-1), { timeout: 5_000 }).toEqual(proofChanged(theirs));
    const approved = (await owner.request<{ id: string; updatedAt: string }>('GET', `/proofs/${proof.id}`)).body;
    expect(ownerSocket.messages.slice(start)).toEqual([proofChanged(approved, ['validations', 'validation-requests', 'proofs']), proofChanged(mine)]);
    expect(strangerSocket.messages).toEqual([proofChanged(theirs)]);
    await Promise.all([ownerSocket.close(), strangerSocket.close()]);
  });

  it('forgets a connection that vanished without a disconnect once the management API reports it gone', async () => {
    const owner = await newMember();
    const ownerId = userIdOf(owner);
    // What a lost $disconnect leaves behind: an item for a connection API Gateway no longer has.
    const stale = 'Vanished+conn/1=';
    await table.send(new PutCommand({
      TableName: runtimeTable.tableName,
      Item: { ...keys.connection(ownerId, stale), type: 'WebSocketConnection', userId: ownerId, connectionId: stale, connectedAt: new Date().toISOString() },
    }));
    const socket = await openLive(owner.token!);
    expect(await connectionItems(ownerId)).toHaveLength(2);

    const proof = await flow.create(owner);
    await expect.poll(() => socket.messages, { timeout: 5_000 }).toEqual([proofChanged(proof)]);
    await expect.poll(async () => (await connectionItems(ownerId)).map((item) => item.connectionId), { timeout: 5_000 }).not.toContain(stale);
    expect(await connectionItems(ownerId)).toHaveLength(1);
    await socket.close();
  });
});

describe('suspension', () => {
  /** Resolves when the server has closed the socket; fails after `ms`. */
  const closedByServer = (socket: LiveSocket, ms = 5_000) =>
    Promise.race([socket.closed, new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`still open after ${ms} ms`)), ms).unref())]);

  it('closes the open connections of an account an admin suspends, forgets them, and refuses new ones until it is restored', async () => {
    const [admin, member] = await Promise.all([signedInClient(runtime.url, ADMIN), newMember()]);
    const memberId = userIdOf(member);
    const sockets = await Promise.all([openLive(member.token!), openLive(member.token!)]);
    expect(await connectionItems(memberId)).toHaveLength(2);

    expect((await admin.request('POST', `/admin/users/${memberId}/suspend`, { reason: 'Impersonating a colleague' })).status).toBe(200);
    await Promise.all(sockets.map((socket) => closedByServer(socket)));
    await expect.poll(() => connectionItems(memberId), { timeout: 5_000 }).toEqual([]);
    // The token is still unexpired: the authorizer asks whether the account is suspended.
    expect(await openSocket(member.token!)).toBe(401);
    expect(await connectionItems(memberId)).toEqual([]);

    expect((await admin.request('POST', `/admin/users/${memberId}/restore`, { reason: 'Cleared' })).status).toBe(200);
    const again = await openLive(member.token!);
    expect(await connectionItems(memberId)).toHaveLength(1);
    await again.close();
  });
});
