// The management API stand-in answers the real SDK client the way API Gateway does: delivery to
// an open connection, GoneException for one that is not, PayloadTooLargeException past 128 KB.
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  ForbiddenException,
  GetConnectionCommand,
  GoneException,
  PayloadTooLargeException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startManagementApi, type ManagedConnection, type ManagementApi } from './management-api';

interface FakeSocket extends ManagedConnection {
  readonly received: string[];
  open: boolean;
}

const socket = (): FakeSocket => {
  const fake: FakeSocket = {
    connectedAt: Date.parse('2026-01-01T10:00:00Z'),
    sourceIp: '127.0.0.1',
    userAgent: 'test-agent',
    lastActiveAt: Date.parse('2026-01-01T10:00:00Z'),
    received: [],
    open: true,
    isOpen: () => fake.open,
    send: (data) => fake.received.push(data.toString('utf8')),
    close: () => {
      fake.open = false;
    },
  };
  return fake;
};

const sockets = new Map<string, FakeSocket>();
let api: ManagementApi;
let client: ApiGatewayManagementApiClient;

beforeAll(async () => {
  api = await startManagementApi({ stage: 'ws', connection: (id) => sockets.get(id) });
  client = new ApiGatewayManagementApiClient({ endpoint: api.url, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
});
afterAll(async () => {
  client?.destroy();
  await api?.close();
});

const post = (connectionId: string, text: string) => client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(text) }));

describe('the management API stand-in', () => {
  it('listens on 127.0.0.1 under the stage path, as the callback URL does', () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ws$/);
  });

  it('delivers a posted message to the open connection, ids with + / = included', async () => {
    const target = socket();
    sockets.set('Ab+c/D12efg=', target);
    await post('Ab+c/D12efg=', '{"channel":"validation-updates","changed":["proofs"]}');
    expect(target.received).toEqual(['{"channel":"validation-updates","changed":["proofs"]}']);
    expect(target.lastActiveAt).toBeGreaterThan(target.connectedAt);
  });

  it('answers GoneException for an unknown connection and for one that closed', async () => {
    await expect(post('never-connected=', 'x')).rejects.toBeInstanceOf(GoneException);
    const closed = socket();
    closed.open = false;
    sockets.set('closed=', closed);
    await expect(post('closed=', 'x')).rejects.toBeInstanceOf(GoneException);
    expect(closed.received).toEqual([]);
  });

  it('refuses a message over 128 KB with PayloadTooLargeException, delivering nothing', async () => {
    const target = socket();
    sockets.set('big=', target);
    await expect(post('big=', 'x'.repeat(128 * 1024 + 1))).rejects.toBeInstanceOf(PayloadTooLargeException);
    expect(target.received).toEqual([]);
  });

  it("describes a connection, and closes it on DeleteConnection (then it is gone)", async () => {
    const target = socket();
    sockets.set('described=', target);
    const details = await client.send(new GetConnectionCommand({ ConnectionId: 'described=' }));
    expect(details.ConnectedAt?.toISOString()).toBe('2026-01-01T10:00:00.000Z');
    expect(details.Identity).toEqual({ SourceIp: '127.0.0.1', UserAgent: 'test-agent' });
    await client.send(new DeleteConnectionCommand({ ConnectionId: 'described=' }));
    expect(target.open).toBe(false);
    await expect(client.send(new DeleteConnectionCommand({ ConnectionId: 'described=' }))).rejects.toBeInstanceOf(GoneException);
  });

  it('refuses an unsigned request and a path outside the stage', async () => {
    sockets.set('open=', socket());
    const unsigned = await fetch(`${api.url}/@connections/open%3D`, { method: 'POST', body: 'x' });
    expect(unsigned.status).toBe(403);
    const otherStage = new ApiGatewayManagementApiClient({
      endpoint: api.url.replace(/\/ws$/, '/prod'),
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await expect(otherStage.send(new PostToConnectionCommand({ ConnectionId: 'open=', Data: new Uint8Array([1]) }))).rejects.toBeInstanceOf(ForbiddenException);
    otherStage.destroy();
    expect(sockets.get('open=')!.received).toEqual([]);
  });
});
