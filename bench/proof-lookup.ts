// GET /api/public/proofs/{number}, the public proof lookup, under 50 concurrent connections, through
// the whole local runtime, with two budgets printed as ratios measured in the same run:
// - through the local edge cache (the stand-in for CloudFront), its p99 beside /api/health's p99
//   (at most 4x): a shared proof's spike is answered by the cache;
// - with LOCAL_EDGE_CACHE=off, the handler itself (one GetItem of the public read model) beside
//   that same GetItem sent straight to DynamoDB Local (at least 60 % of its throughput), the two
//   measured in turns (bench/support/in-turns.ts).
// The route is throttled (PUBLIC_READ_THROTTLE: 100/s, burst 300) like the cloud's, which would
// answer much of this load with 429: the runtime runs with LOCAL_THROTTLE=off to measure the path itself.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { publicViewKeys as keys } from '../core/data/read-models/keys';
import { DEFAULT_TABLE_NAME } from '../core/data/table-definition';
import { PUBLIC_READ_THROTTLE } from '../lambdas/routes';
import { startTestRuntime, type TestRuntime } from '../tests/support/runtime';
import { budget, directLoad, percent } from './support/direct-dynamodb';
import { IN_TURNS, inTurns } from './support/in-turns';
import { measureLoad } from './support/load';

const CONNECTIONS = 50;
const DURATION_S = 8;
const CACHED_P99_BUDGET = 4;
const UNCACHED_THROUGHPUT_BUDGET = 0.6;

const load = (url: string, warmUp = false) => measureLoad(url, { connections: CONNECTIONS, durationS: DURATION_S, warmUp });

async function demoProofNumber(runtime: TestRuntime): Promise<string> {
  // The demo portfolio is loaded on a fresh runtime: look up its newest proof.
  const portfolio = (await (await fetch(`${runtime.url}/api/public/portfolios/demo`)).json()) as { proofs: { proofNumber: string }[] };
  const proofNumber = portfolio.proofs[0]?.proofNumber;
  if (!proofNumber) throw new Error('The demo portfolio has no proof to look up');
  return proofNumber;
}

async function cached(): Promise<boolean> {
  const runtime = await startTestRuntime({ edgeCache: true, env: { LOCAL_THROTTLE: 'off' } });
  try {
    const proofNumber = await demoProofNumber(runtime);
    const lookup = await load(`${runtime.url}/api/public/proofs/${proofNumber}`, true);
    const health = await load(`${runtime.url}/api/health`, true);
    console.log(`Through the local edge cache: the lookup (${proofNumber}) vs /api/health, ${CONNECTIONS} connections, ${DURATION_S} s each.`);
    console.table({ 'GET /api/public/proofs/{number} (edge cache)': lookup, 'GET /api/health': health });
    const ratio = lookup.p99 / Math.max(1, health.p99);
    const ok = budget(`edge-cached lookup p99 at most ${CACHED_P99_BUDGET}x health's`, ratio <= CACHED_P99_BUDGET, `${lookup.p99} ms vs ${health.p99} ms = ${ratio.toFixed(2)}x; throughput ${percent(lookup.requestsPerSecond, health.requestsPerSecond)} of health's`);
    return ok && lookup.errors === 0 && lookup.non2xx === 0;
  } finally {
    await runtime.dispose();
  }
}

async function uncached(): Promise<boolean> {
  const runtime = await startTestRuntime({ edgeCache: false, env: { LOCAL_THROTTLE: 'off' } });
  try {
    const proofNumber = await demoProofNumber(runtime);
    const { dynamoDbEndpoint } = (await (await fetch(`${runtime.url}/__local/status`)).json()) as { dynamoDbEndpoint: string };
    const getItem = new GetCommand({ TableName: DEFAULT_TABLE_NAME, Key: keys.publicProofView(proofNumber) });
    const [lookup, database] = await inTurns(
      (durationS) => measureLoad(`${runtime.url}/api/public/proofs/${proofNumber}`, { connections: CONNECTIONS, durationS }),
      (durationS) => directLoad(dynamoDbEndpoint, getItem, { connections: CONNECTIONS, durationS }),
    );
    console.log(`LOCAL_EDGE_CACHE=off: the lookup (one GetItem of the public read model) vs that GetItem straight to DynamoDB Local, ${CONNECTIONS} connections, ${IN_TURNS}.`);
    console.table({ 'GET /api/public/proofs/{number} (handler)': lookup, 'the same GetItem, straight to DynamoDB Local': database });
    const ratio = lookup.requestsPerSecond / Math.max(1, database.requestsPerSecond);
    const ok = budget(`uncached lookup at least ${UNCACHED_THROUGHPUT_BUDGET * 100}% of the direct GetItem's throughput`, ratio >= UNCACHED_THROUGHPUT_BUDGET, `${lookup.requestsPerSecond}/s vs ${database.requestsPerSecond}/s = ${percent(lookup.requestsPerSecond, database.requestsPerSecond)}`);
    return ok && lookup.errors === 0 && lookup.non2xx === 0;
  } finally {
    await runtime.dispose();
  }
}

export async function main(): Promise<boolean> {
  console.log(`LOCAL_THROTTLE=off: the route table throttles this route to ${PUBLIC_READ_THROTTLE.rate} requests/s (burst ${PUBLIC_READ_THROTTLE.burst}) in both worlds; it is lifted here to measure the path.`);
  const edge = await cached();
  const handler = await uncached();
  return edge && handler;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
