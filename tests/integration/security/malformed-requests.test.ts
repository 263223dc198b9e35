// What a forged page cursor or an undecodable path gets: a clear 400, never a 500, never a read of
// someone else's list.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type ApiClient } from '../../support/api-client';
import { proofFlow } from '../../support/proof-flow';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';

interface ErrorBody {
  error: { code: string; message: string };
}
interface Page {
  items: { id: string }[];
  cursor: string | null;
}

let runtime: InProcessRuntime;
let owner: ApiClient;
let ownerId: string;
let other: ApiClient;

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

beforeAll(async () => {
  runtime = await startInProcessRuntime({ seedDemo: false });
  [owner, other] = await Promise.all([
    signedInClient(runtime.url, { name: 'Olive Owner', email: 'olive@example.com' }),
    signedInClient(runtime.url, { name: 'Oscar Other', email: 'oscar@example.com' }),
  ]);
  ownerId = (await owner.request<{ profile: { id: string } }>('GET', '/me')).body.profile.id;
  const flow = proofFlow(runtime.url, owner);
  // Two proofs each, so a page of one has a real cursor to tamper with.
  for (const client of [owner, other]) for (const title of ['First proof', 'Second proof']) await flow.create(client, { title });
});
afterAll(async () => {
  await runtime?.dispose();
});

describe('page cursors', () => {
  const lists = ['/proofs', '/validation-requests', '/validations'] as const;
  const forged = (): [string, string][] => {
    const partition = `OWNER#${ownerId}`;
    const prefix = { '/proofs': 'PROOF#', '/validation-requests': 'REQUEST#', '/validations': 'VALIDATION#' };
    return lists.flatMap((list) => {
      const inList = `${prefix[list]}2025-01-01T00:00:00.000Z#x`;
      return [
        [list, 'not base64 at all!'],
        [list, '%%%'],
        [list, cursorOf({ gsi1pk: partition, gsi1sk: inList, pk: 'PROOF#x', sk: 'PROOF' }).slice(0, 20)],
        [list, cursorOf({})],
        [list, cursorOf([partition])],
        [list, cursorOf('just a string')],
        [list, cursorOf({ gsi1pk: partition })],
        [list, cursorOf({ gsi1pk: partition, gsi1sk: inList })],
        [list, cursorOf({ gsi1pk: partition, gsi1sk: inList, pk: 'PROOF#x' })],
        [list, cursorOf({ gsi1pk: partition, gsi1sk: inList, pk: 'PROOF#x', sk: 'PROOF', gsi2pk: 'PORTFOLIO#x' })],
        [list, cursorOf({ gsi1pk: partition, gsi1sk: inList, pk: 'PROOF#x', sk: 5 })],
        [list, cursorOf({ gsi1pk: partition, gsi1sk: inList, pk: '', sk: 'PROOF' })],
        [list, cursorOf({ gsi1pk: partition, gsi1sk: inList, pk: 'PROOF#x', sk: 'x'.repeat(1100) })],
        [list, cursorOf({ gsi1pk: partition, gsi1sk: 'SOMETHING#else', pk: 'PROOF#x', sk: 'PROOF' })],
        [list, cursorOf({ gsi1pk: 'OWNER#someone-else', gsi1sk: inList, pk: 'PROOF#x', sk: 'PROOF' })],
      ] as [string, string][];
    });
  };

  it('answers 400 with a clear message for every forged, truncated or wrong-shaped cursor', async () => {
    const answers = [];
    for (const [list, cursor] of forged()) {
      const response = await owner.request<ErrorBody>('GET', `${list}?cursor=${encodeURIComponent(cursor)}`);
      answers.push({ list, cursor: Buffer.from(cursor, 'base64url').toString('utf8').slice(0, 90), status: response.status, body: response.body });
    }
    const wrong = answers.filter((answer) => answer.status !== 400 || answer.body.error?.code !== 'bad_request');
    expect(wrong).toEqual([]);
    expect(answers[0]?.body.error.message).toMatch(/page cursor is not valid.*first page/i);
  });

  it('refuses a cursor issued for one list on another list', async () => {
    const page = (await owner.request<Page>('GET', '/proofs?limit=1')).body;
    expect(page.cursor).toBeTruthy();
    for (const list of ['/validation-requests', '/validations']) {
      expect((await owner.request('GET', `${list}?cursor=${encodeURIComponent(page.cursor!)}`)).status, list).toBe(400);
    }
  });

  it("refuses another user's cursor instead of reading their list", async () => {
    const theirs = (await other.request<Page>('GET', '/proofs?limit=1')).body;
    const response = await owner.request<ErrorBody>('GET', `/proofs?limit=1&cursor=${encodeURIComponent(theirs.cursor!)}`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toContain('proof');
  });

  it('still pages through a list with the cursors it issued', async () => {
    const first = (await owner.request<Page>('GET', '/proofs?limit=1')).body;
    const second = (await owner.request<Page>('GET', `/proofs?limit=1&cursor=${encodeURIComponent(first.cursor!)}`)).body;
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
  });
});

describe('undecodable paths', () => {
  /** Sends the path byte for byte (fetch would normalise it). */
  const get = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: runtime.port, path, method: 'GET' }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it.each(['/%', '/%zz', '/api/%zz', '/api/proofs/%E0%A4%A', '/proof/%E0%A4%A', '/project/%', '/portfolio/%C0', '/og/%zz.png', '/__local/%'])(
    'GET %s answers 400',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ message: 'Bad Request' });
    },
  );

  it('answers a path that a URL parser cannot resolve (//[) and keeps serving', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(runtime.port, '127.0.0.1', () => socket.write('GET //[ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 [234]\d\d /);
    expect((await get('/api/health')).status).toBe(200);
  });

  it('still serves paths that decode, odd as they are', async () => {
    expect((await get('/%41bout')).status).toBe(200); // the SPA, for /About
    expect((await get('/%00')).status).toBe(200);
    expect((await get(`/${'a'.repeat(400)}.js`)).status).toBe(404);
    expect((await get('/api/no%20such')).status).toBe(404);
  });
});
