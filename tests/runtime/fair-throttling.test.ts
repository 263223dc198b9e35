// One client flooding the public and token routes must not make anyone else's requests answer 429.
// Locally every client is on this machine; the gateway tells clients apart by the address their
// connection comes from, and all of 127.0.0.0/8 is loopback on Linux, so each client here binds
// its own address (`localAddress`). X-Forwarded-For is never trusted: anyone can send it. A whole
// runtime process, as `npm start` runs (throttles on, the demo portfolio loaded): the floods pace
// themselves in real time, which would hold a worker of the handler tier idle for about 15 s.
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIR_SHARE_CLIENTS, PER_CLIENT_THROTTLE, PUBLIC_READ_THROTTLE, VERIFY_CLIENT_THROTTLE, VERIFY_THROTTLE } from '../../lambdas/routes';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let proofNumber: string;

interface Client {
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<number>;
  close(): void;
}

/** An HTTP client whose connections come from `address`. */
function clientFrom(address: string): Client {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  return {
    send: (method, path, body, headers = {}) =>
      new Promise((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const req = request(
          {
            host: '127.0.0.1',
            port: runtime.port,
            path,
            method,
            agent,
            localAddress: address,
            headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(payload);
      }),
    close: () => agent.destroy(),
  };
}

/**
 * Sends `perSecond` requests a second for `ms` (on up to 16 connections at once), and returns the
 * statuses. A flood at a stated multiple of the limit it must break shows what the throttle does
 * as well as one at the machine's full speed, for a fraction of the requests.
 */
async function flood(ms: number, perSecond: number, send: (n: number) => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  const started = Date.now();
  const total = Math.floor((ms * perSecond) / 1000);
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < total) {
        const n = (next += 1);
        const due = started + (n * 1000) / perSecond;
        if (due > Date.now()) await sleep(due - Date.now());
        statuses.push(await send(n));
      }
    }),
  );
  return statuses;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

beforeAll(async () => {
  runtime = await startTestRuntime();
  const portfolio = (await (await fetch(`${runtime.url}/api/public/portfolios/demo`)).json()) as { proofs: { proofNumber: string }[] };
  proofNumber = portfolio.proofs[0]!.proofNumber;
});
afterAll(async () => {
  await runtime?.dispose();
});

describe('fair throttling', () => {
  it('answers 429 like API Gateway past the burst', async () => {
    const responses = await Promise.all(Array.from({ length: 90 }, () => fetch(`${runtime.url}/api/public/proof-codes/PJ-AAAAAA`)));
    const statuses = responses.map((response) => response.status);
    // One client: its own burst is the limit.
    expect(statuses.filter((status) => status === 404).length).toBeGreaterThanOrEqual(PER_CLIENT_THROTTLE.burst);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(await refused[0]!.json()).toEqual({ message: 'Too Many Requests' });
    expect(statuses.every((status) => status === 404 || status === 429)).toBe(true);
  });

  it("keeps another visitor's proof lookups answering while one client floods them for 5 s", async () => {
    const flooder = clientFrom('127.0.0.2');
    const visitor = clientFrom('127.0.0.3');
    try {
      // Lookups of numbers that do not exist: cheap to send and to answer, and each one counts. At
      // four times the route's own rate: without a limit per client, the route's would be spent.
      const flooding = flood(5_000, PUBLIC_READ_THROTTLE.rate * 4, (n) => flooder.send('GET', `/api/public/proofs/PJ-NONE${n}`));
      const seen: number[] = [];
      await sleep(500);
      for (let n = 0; n < 10; n += 1) {
        seen.push(await visitor.send('GET', `/api/public/proofs/${proofNumber}`));
        await sleep(400);
      }
      const flooded = await flooding;
      expect(seen).toEqual(Array(10).fill(200));
      expect(flooded.length).toBeGreaterThan(PUBLIC_READ_THROTTLE.burst + PUBLIC_READ_THROTTLE.rate * 5);
      // The flood itself was limited: most of it refused, and some let through.
      expect(flooded.filter((status) => status === 429).length).toBeGreaterThan(flooded.length / 2);
      expect(flooded.filter((status) => status === 404).length).toBeGreaterThan(0);
    } finally {
      flooder.close();
      visitor.close();
    }
  });

  it("keeps another visitor's lookups answering while three addresses flood random numbers, each above its own limit", async () => {
    // The audit's case: a handful of addresses, each at (here: above) its per-client limit, on
    // numbers that do not exist, so that no cache answers for them. Together they send more than
    // one client may, and the route's shared limit must still leave room for everyone else.
    const attackers = ['127.0.0.20', '127.0.0.21', '127.0.0.22'].map(clientFrom);
    const visitor = clientFrom('127.0.0.23');
    try {
      const randomNumber = () => `PJ-${Array.from({ length: 6 }, () => 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 31)]).join('')}`;
      // Each at ten times its own rate; together past the route's.
      const flooding = attackers.map((attacker) => flood(4_000, PER_CLIENT_THROTTLE.rate * 10, () => attacker.send('GET', `/api/public/proofs/${randomNumber()}`)));
      const seen: number[] = [];
      await sleep(300);
      while (seen.length < 24) {
        seen.push(await visitor.send('GET', `/api/public/proofs/${proofNumber}`));
        await sleep(130);
      }
      const flooded = await Promise.all(flooding);
      expect(seen).toEqual(Array(seen.length).fill(200));
      expect(flooded.flat().length).toBeGreaterThan(PUBLIC_READ_THROTTLE.burst + PUBLIC_READ_THROTTLE.rate * 4);
      for (const statuses of flooded) {
        // Each attacker was held to its own allowance (burst, then the rate), and went past it.
        const passed = statuses.filter((status) => status === 404).length;
        expect(passed).toBeGreaterThanOrEqual(PER_CLIENT_THROTTLE.burst + PER_CLIENT_THROTTLE.rate * 3);
        expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
        expect(statuses.every((status) => status === 404 || status === 429)).toBe(true);
      }
    } finally {
      attackers.forEach((attacker) => attacker.close());
      visitor.close();
    }
  });

  it('limits a client on the token routes, and does not believe its X-Forwarded-For', async () => {
    const flooder = clientFrom('127.0.0.4');
    const validator = clientFrom('127.0.0.5');
    try {
      const token = (n: number) => `${String(n).padStart(43, 'x')}`.slice(0, 43);
      const flooded = await flood(2_000, PER_CLIENT_THROTTLE.rate * 20, (n) =>
        flooder.send('POST', '/api/validation/open', { token: token(n) }, { 'x-forwarded-for': `203.0.113.${n % 250}` }),
      );
      expect(flooded.filter((status) => status === 429).length).toBeGreaterThan(flooded.length / 2);
      // The other client's link still opens (here: an unknown token, so 404, not 429).
      for (let n = 0; n < 5; n += 1) expect(await validator.send('POST', '/api/validation/open', { token: token(n) })).toBe(404);
    } finally {
      flooder.close();
      validator.close();
    }
  });

  it("still holds each route's own limit across clients, and a route's tighter limit per client", async () => {
    // The credential check is costly, so its shared limit is small (burst 40) and each client may
    // use a tenth of it (burst 4). Twelve clients, each within its own allowance: together past
    // the route's.
    const clients = Array.from({ length: FAIR_SHARE_CLIENTS + 2 }, (_, n) => clientFrom(`127.0.1.${n + 1}`));
    const single = clientFrom('127.0.1.100');
    try {
      const each = VERIFY_CLIENT_THROTTLE.burst;
      const statuses = (
        await Promise.all(clients.map((client) => Promise.all(Array.from({ length: each }, () => client.send('POST', '/api/public/credentials/verify', {})))))
      ).flat();
      const passed = statuses.filter((status) => status !== 429).length;
      expect(passed).toBeGreaterThanOrEqual(VERIFY_THROTTLE.burst);
      expect(passed).toBeLessThan(clients.length * each);
      expect(statuses.filter((status) => status !== 429).every((status) => status >= 400 && status < 500)).toBe(true);

      await sleep(1_500); // the route refills (10/s)
      const alone = await Promise.all(Array.from({ length: 10 }, () => single.send('POST', '/api/public/credentials/verify', {})));
      expect(alone.filter((status) => status !== 429).length).toBe(VERIFY_CLIENT_THROTTLE.burst);
      // The same client's other public requests are not held by that route's limit.
      expect(await single.send('GET', `/api/public/proofs/${proofNumber}`)).toBe(200);
    } finally {
      [...clients, single].forEach((client) => client.close());
    }
  });

  it('lets a client back in once its allowance refills', async () => {
    const client = clientFrom('127.0.0.6');
    try {
      const burst = await flood(1_000, PER_CLIENT_THROTTLE.rate * 20, () => client.send('GET', '/api/health'));
      expect(burst).toContain(429);
      await sleep(1_500);
      expect(await client.send('GET', '/api/health')).toBe(200);
    } finally {
      client.close();
    }
  });
});
