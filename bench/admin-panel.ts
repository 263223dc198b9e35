// The admin panel at scale (docs/admin.md, Benchmark): 10,000 users and 30,000 proofs seeded
// straight into the runtime's DynamoDB Local (the items the product's writers write, in batches),
// then the user search, the recognitions list (title search) and the overview through the real
// HTTP API as an admin: p50/p95 over 50 requests each with varied searches, and the DynamoDB calls
// each request makes, counted in the runtime's process (bench/support/count-dynamodb-calls.mjs) at
// a tenth of the users and at all of them. Budget: every answer is 200 and no request makes more than
// MAX_CALLS calls (each is a bounded number of Queries, whatever the table holds).
import { fileURLToPath } from 'node:url';
import { documentClientFor } from '../core/data/plumbing/client';
import { signedInClient } from '../tests/support/api-client';
import { startTestRuntime, type TestRuntime } from '../tests/support/runtime';
import { runtimeTableOf, useRuntimeTable } from '../tests/support/table-snapshot';
import { seedUsersAndProofs } from './support/seed-admin-data';

/** ADMIN_BENCH_USERS seeds fewer users (with three proofs each) on a machine too slow for 10,000. */
const USERS = Number(process.env.ADMIN_BENCH_USERS ?? 10_000);
/** The calls are counted first at a tenth of the users, then at all of them. */
const FIRST_USERS = Math.max(1, Math.floor(USERS / 10));
const PROOFS_PER_USER = 3;
const REQUESTS = 50;
const WARM_UP = 10;
/** The most DynamoDB calls one request may make; the user search alone reads at most 10 pages of 100 index items. */
const MAX_CALLS = 15;
const ADMIN = { name: 'Bench Admin', email: 'admin@bench.example' };
const COUNTER = fileURLToPath(new URL('./support/count-dynamodb-calls.mjs', import.meta.url));

const USER_SEARCHES = ['ada', 'al', 'grace', 'lin', 'marg', 'priya ram', 'zoe', 'tur', 'hop', 'chen', 'ken th', 'm', 'garcia', 'sofia-'];
const TITLE_SEARCHES = ['mig', 'billing', 'event so', 'pay', 'zero downtime', 'onb', 'regions', 'scaled search', 'a', 'mobile'];

const endpoints: { readonly name: string; readonly paths: readonly string[] }[] = [
  { name: 'GET /api/admin/users?q=', paths: USER_SEARCHES.map((q) => `/admin/users?q=${encodeURIComponent(q)}`) },
  { name: 'GET /api/admin/recognitions?by=title&q=', paths: TITLE_SEARCHES.map((q) => `/admin/recognitions?by=title&q=${encodeURIComponent(q)}`) },
  { name: 'GET /api/admin/stats', paths: ['/admin/stats'] },
];

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const callLines = (runtime: TestRuntime) => runtime.output().split('\n').filter((line) => line.startsWith('dynamodb-call ')).length;

export async function main(): Promise<boolean> {
  const runtime = await startTestRuntime({
    env: { LOCAL_THROTTLE: 'off', LOCAL_DEMO: 'off', ADMIN_EMAILS: ADMIN.email, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${COUNTER}`.trim() },
  });
  try {
    const admin = await signedInClient(runtime.url, ADMIN);
    // The seeder's items name each address by its pseudonym: its keys go to the runtime's key table.
    await useRuntimeTable(runtime.url);
    const table = documentClientFor({ region: 'us-east-1', endpoint: (await runtimeTableOf(runtime.url)).endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    let ok = true;
    const get = async (path: string) => {
      const { status } = await admin.request('GET', path);
      if (status !== 200) {
        console.log(`GET /api${path} answered ${status}: FAILED`);
        ok = false;
      }
    };
    /** The most DynamoDB calls any of the endpoint's requests makes (each sent alone, its lines counted). */
    const callsPerRequest = async (paths: readonly string[]) => {
      let most = 0;
      for (const path of paths) {
        const before = callLines(runtime);
        await get(path);
        await sleep(100); // the runtime's lines are in its stderr pipe before its answer is sent
        most = Math.max(most, callLines(runtime) - before);
      }
      return most;
    };

    let seedStart = performance.now();
    const first = await seedUsersAndProofs(table, 0, FIRST_USERS, PROOFS_PER_USER);
    let seedMs = performance.now() - seedStart;
    const callsAtFirst: number[] = [];
    for (const endpoint of endpoints) callsAtFirst.push(await callsPerRequest(endpoint.paths));
    seedStart = performance.now();
    const rest = await seedUsersAndProofs(table, FIRST_USERS, USERS, PROOFS_PER_USER);
    seedMs += performance.now() - seedStart;
    console.log(
      `Seeded ${first.users + rest.users} users and ${first.proofs + rest.proofs} proofs (${first.items + rest.items} items: profiles, claims, name words, portfolios, proofs, title words, counters) in ${(seedMs / 1000).toFixed(1)} s, in two steps (counted at ${FIRST_USERS} users first).`,
    );

    const rows: Record<string, { 'p50 ms': number; 'p95 ms': number; [calls: string]: number }> = {};
    for (const [index, endpoint] of endpoints.entries()) {
      const calls = await callsPerRequest(endpoint.paths);
      for (let n = 0; n < WARM_UP; n++) await get(endpoint.paths[n % endpoint.paths.length]!);
      const times: number[] = [];
      for (let n = 0; n < REQUESTS; n++) {
        const start = performance.now();
        await get(endpoint.paths[n % endpoint.paths.length]!);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      rows[endpoint.name] = {
        'p50 ms': Number(percentile(times, 50).toFixed(1)),
        'p95 ms': Number(percentile(times, 95).toFixed(1)),
        [`DynamoDB calls at ${FIRST_USERS} users`]: callsAtFirst[index]!,
        [`DynamoDB calls at ${USERS} users`]: calls,
      };
      if (calls > MAX_CALLS) {
        console.log(`${endpoint.name} makes ${calls} DynamoDB calls in one request (budget ${MAX_CALLS}): FAILED`);
        ok = false;
      }
    }
    const stats = (await admin.request<{ totalUsers: number; recognitions: number }>('GET', '/admin/stats')).body;
    console.log(`${REQUESTS} requests each (after ${WARM_UP} to warm up), one at a time, searches varied; the overview counts ${stats.totalUsers} users and ${stats.recognitions} recognitions.`);
    console.table(rows);
    console.log(`DynamoDB calls: the most any one request made (the admin check included), each request sent alone; budget at most ${MAX_CALLS}.`);
    return ok;
  } finally {
    await runtime.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
