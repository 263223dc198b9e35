// GET /api/public/proofs/{number} (the public proof lookup: the proof-number claim, the proof, its
// owner and its validations: two key lookups, then a key lookup and a bounded Query side by side)
// under 50 concurrent connections, beside /api/health in the same run, through the whole local
// runtime. The route is throttled (20/s, burst 40) like the cloud's, which would answer most of
// this load with 429: the runtime here runs with LOCAL_THROTTLE=off to measure the handler itself.
import { measureLoad } from './support/load';
import { startTestRuntime } from '../tests/support/runtime';

const CONNECTIONS = 50;
const DURATION_S = 8;

const load = (url: string, warmUp = false) => measureLoad(url, { connections: CONNECTIONS, durationS: DURATION_S, warmUp });

export async function main(): Promise<boolean> {
  const runtime = await startTestRuntime({ env: { LOCAL_THROTTLE: 'off' } });
  try {
    // The demo portfolio is loaded on a fresh runtime: look up its newest proof.
    const portfolio = (await (await fetch(`${runtime.url}/api/public/portfolios/demo`)).json()) as { proofs: { proofNumber: string }[] };
    const proofNumber = portfolio.proofs[0]?.proofNumber;
    if (!proofNumber) throw new Error('The demo portfolio has no proof to look up');
    const lookupUrl = `${runtime.url}/api/public/proofs/${proofNumber}`;
    const lookup = await load(lookupUrl, true);
    const health = await load(`${runtime.url}/api/health`);
    console.log(`Public proof lookup (${proofNumber}) vs /api/health: ${CONNECTIONS} connections, ${DURATION_S} s each.`);
    console.log('LOCAL_THROTTLE=off: the route table throttles this route to 20 requests/s (burst 40) in both worlds; it is lifted here to measure the handler.');
    console.table({ 'GET /api/public/proofs/{number}': lookup, 'GET /api/health': health });
    console.log(`Ratio: the lookup serves ${((lookup.requestsPerSecond / health.requestsPerSecond) * 100).toFixed(1)}% of health's throughput; p99 ${lookup.p99} ms vs ${health.p99} ms.`);
    const ok = lookup.errors === 0 && lookup.non2xx === 0;
    if (!ok) console.log('Errors or non-2xx answers under load: FAILED');
    return ok;
  } finally {
    await runtime.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
