// Fair throttling under attack (docs/public-pages.md, "Throttling"): three client addresses flood
// the public proof lookup with random numbers (no cache can answer those), each on 4 connections,
// so each is held at its per-client limit (PER_CLIENT_THROTTLE), while another client looks up a
// real proof 5 times a second. Printed: the share of that client's lookups answered 200 under
// attack, beside its share with nobody attacking measured in the same run. Budget: at least 95 %
// under attack (and at least 95 % of the unattacked share). Run twice: through the local edge
// cache as `npm start` serves (the real proof is cached, the random numbers are not), and with
// LOCAL_EDGE_CACHE=off, where every lookup reaches the route's shared throttle, as a lookup the
// cloud's edge has not cached does. Throttles on, as `npm start` runs.
import { Agent, request } from 'node:http';
import { PER_CLIENT_THROTTLE, PUBLIC_READ_THROTTLE } from '../lambdas/routes';
import { startTestRuntime, type TestRuntime } from '../tests/support/runtime';
import { budget, percent } from './support/direct-dynamodb';

const ATTACKERS = ['127.0.0.21', '127.0.0.22', '127.0.0.23'];
const VISITOR = '127.0.0.30';
const CONNECTIONS_PER_ATTACKER = 4;
const VISITOR_INTERVAL_MS = 200;
const BASELINE_S = 4;
const ATTACK_S = 10;
const SERVED_BUDGET = 0.95;
const NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

type Send = (path: string) => Promise<number>;

/** GETs whose connections come from `address` (all of 127.0.0.0/8 is loopback on Linux). */
function clientFrom(runtime: TestRuntime, address: string): { send: Send; close: () => void } {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS_PER_ATTACKER });
  const send: Send = (path) =>
    new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: runtime.port, path, agent, localAddress: address }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end();
    });
  return { send, close: () => agent.destroy() };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const randomNumber = () => `PJ-${Array.from({ length: 6 }, () => NUMBER_ALPHABET[Math.floor(Math.random() * NUMBER_ALPHABET.length)]).join('')}`;

/** The visitor's lookups of `proofNumber` at its pace for `seconds`: the statuses. */
async function visit(send: Send, proofNumber: string, seconds: number): Promise<number[]> {
  const statuses: number[] = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const started = Date.now();
    statuses.push(await send(`/api/public/proofs/${proofNumber}`));
    await sleep(Math.max(0, VISITOR_INTERVAL_MS - (Date.now() - started)));
  }
  return statuses;
}

/** One attacker: lookups of random numbers on every connection, back to back, for `seconds`. */
async function attack(send: Send, seconds: number): Promise<number[]> {
  const statuses: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS_PER_ATTACKER }, async () => {
      while (Date.now() < until) statuses.push(await send(`/api/public/proofs/${randomNumber()}`));
    }),
  );
  return statuses;
}

const share = (statuses: number[]) => statuses.filter((status) => status === 200).length / Math.max(1, statuses.length);

async function run(edgeCache: boolean): Promise<boolean> {
  const runtime = await startTestRuntime({ edgeCache });
  const visitor = clientFrom(runtime, VISITOR);
  const attackers = ATTACKERS.map((address) => clientFrom(runtime, address));
  try {
    const portfolio = (await (await fetch(`${runtime.url}/api/public/portfolios/demo`)).json()) as { proofs: { proofNumber: string }[] };
    const proofNumber = portfolio.proofs[0]?.proofNumber;
    if (!proofNumber) throw new Error('The demo portfolio has no proof to look up');

    const alone = await visit(visitor.send, proofNumber, BASELINE_S);
    const attacking = attackers.map((attacker) => attack(attacker.send, ATTACK_S + 0.5));
    await sleep(100); // the attackers spend their bursts first
    const attacked = await visit(visitor.send, proofNumber, ATTACK_S);
    const flooded = await Promise.all(attacking);

    const label = edgeCache ? 'through the local edge cache (npm start)' : 'LOCAL_EDGE_CACHE=off (every lookup reaches the route throttle)';
    console.log(`\n${label}: ${ATTACKERS.length} addresses flood random numbers on ${CONNECTIONS_PER_ATTACKER} connections each for ${ATTACK_S + 0.5} s; one visitor looks up ${proofNumber} every ${VISITOR_INTERVAL_MS} ms.`);
    console.table(
      Object.fromEntries([
        ['visitor, nobody attacking', { sent: alone.length, served: alone.filter((s) => s === 200).length, 'served share': percent(share(alone), 1), 'served/s': '' }],
        ['visitor, under attack', { sent: attacked.length, served: attacked.filter((s) => s === 200).length, 'served share': percent(share(attacked), 1), 'served/s': '' }],
        ...flooded.map((statuses, n) => {
          const served = statuses.filter((status) => status === 404).length;
          return [`attacker ${ATTACKERS[n]}`, { sent: statuses.length, served, 'served share': percent(served / Math.max(1, statuses.length), 1), 'served/s': (served / (ATTACK_S + 0.5)).toFixed(1) }];
        }),
      ]),
    );
    const attackersServed = flooded.reduce((sum, statuses) => sum + statuses.filter((status) => status === 404).length, 0) / (ATTACK_S + 0.5);
    console.log(
      `Attackers together served ${attackersServed.toFixed(1)}/s: ${percent(attackersServed, PUBLIC_READ_THROTTLE.rate)} of the route's ${PUBLIC_READ_THROTTLE.rate}/s (each at most ${PER_CLIENT_THROTTLE.rate}/s after a burst of ${PER_CLIENT_THROTTLE.burst}).`,
    );
    const ratio = share(attacked) / Math.max(share(alone), 1e-9);
    const atLimit = flooded.every((statuses) => statuses.some((status) => status === 429));
    const servedOk = budget(
      `${label}: visitor served at least ${SERVED_BUDGET * 100}% under attack`,
      share(attacked) >= SERVED_BUDGET && ratio >= SERVED_BUDGET,
      `${percent(share(attacked), 1)} under attack vs ${percent(share(alone), 1)} alone = ${ratio.toFixed(2)}x`,
    );
    const limitOk = budget(`${label}: every attacker reached its per-client limit (was refused some)`, atLimit, atLimit ? 'yes' : 'no: the attack was too weak to measure anything');
    return servedOk && limitOk;
  } finally {
    [visitor, ...attackers].forEach((client) => client.close());
    await runtime.dispose();
  }
}

export async function main(): Promise<boolean> {
  const cached = await run(true);
  const uncached = await run(false);
  return cached && uncached;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
