// GET /api/proofs (list my proofs: one bounded Query) under 50 concurrent connections, beside
// /api/health and beside the same Query sent straight to DynamoDB Local, in the same run, through
// the whole local runtime. Budget: at least 70 % of the direct Query's throughput; the two are
// measured in turns (bench/support/in-turns.ts). LOCAL_THROTTLE=off, so that /api/health beside
// them is not mostly the throttle's 429.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_TABLE_NAME } from '../core/data/table-definition';
import { signedInClient } from '../tests/support/api-client';
import { startTestRuntime } from '../tests/support/runtime';
import { budget, directLoad, percent } from './support/direct-dynamodb';
import { IN_TURNS, inTurns } from './support/in-turns';
import { measureLoad } from './support/load';
import { proofBody } from './support/proof-body';

const CONNECTIONS = 50;
const DURATION_S = 8;
const PROOFS = 25;

const load = (url: string) => measureLoad(url, { connections: CONNECTIONS, durationS: DURATION_S });

/** The same Query the handler makes, for the direct measure. */
const ownerQuery = (ownerId: string) =>
  new QueryCommand({
    TableName: DEFAULT_TABLE_NAME,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `OWNER#${ownerId}`, ':prefix': 'PROOF#' },
    Limit: 20,
    ScanIndexForward: false,
  });

const QUERY_THROUGHPUT_BUDGET = 0.7;

export async function main(): Promise<boolean> {
  const runtime = await startTestRuntime({ env: { LOCAL_THROTTLE: 'off', LOCAL_DEMO: 'off' } });
  try {
    const owner = await signedInClient(runtime.url, { name: 'Bench Owner', email: 'bench@acme.com' });
    for (let n = 0; n < PROOFS; n += 1) await owner.request('POST', '/proofs', proofBody(`Proof ${n}`));
    const auth = { authorization: `Bearer ${owner.token}` };
    const { dynamoDbEndpoint } = (await (await fetch(`${runtime.url}/__local/status`)).json()) as { dynamoDbEndpoint: string };
    const ownerId = ((await owner.request<{ profile: { id: string } }>('GET', '/me')).body).profile.id;
    const [list, database] = await inTurns(
      (durationS) => measureLoad(`${runtime.url}/api/proofs?limit=20`, { connections: CONNECTIONS, durationS, headers: auth }),
      (durationS) => directLoad(dynamoDbEndpoint, ownerQuery(ownerId), { connections: CONNECTIONS, durationS }),
    );
    const health = await load(`${runtime.url}/api/health`);
    console.log(`List my proofs (${PROOFS} proofs, pages of 20) and the same Query straight to DynamoDB Local, ${IN_TURNS}; /api/health alone afterwards, ${DURATION_S} s, for scale only; ${CONNECTIONS} connections`);
    console.table({ 'GET /api/proofs': list, 'GET /api/health': health, 'the same Query, straight to DynamoDB Local': database });
    console.log(`Ratio: the list serves ${((list.requestsPerSecond / health.requestsPerSecond) * 100).toFixed(1)}% of health's throughput; p99 ${list.p99} ms vs ${health.p99} ms.`);
    console.log(`The list is one bounded Query; DynamoDB Local alone answers ${database.requestsPerSecond} of them per second here, so it sets the ceiling.`);
    const ratio = list.requestsPerSecond / Math.max(1, database.requestsPerSecond);
    const met = budget(`list my proofs at least ${QUERY_THROUGHPUT_BUDGET * 100}% of the same Query straight to DynamoDB Local`, ratio >= QUERY_THROUGHPUT_BUDGET, `${list.requestsPerSecond}/s vs ${database.requestsPerSecond}/s = ${percent(list.requestsPerSecond, database.requestsPerSecond)}`);
    const ok = list.errors === 0 && list.non2xx === 0;
    if (!ok) console.log('Errors or non-2xx answers under load: FAILED');
    return ok && met;
  } finally {
    await runtime.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
