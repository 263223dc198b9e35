// GET /api/proofs (list my proofs: one bounded Query) under 50 concurrent connections, beside
// /api/health in the same run, through the whole local runtime.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_TABLE_NAME } from '../core/data/table-definition';
import { signedInClient } from '../tests/support/api-client';
import { startTestRuntime } from '../tests/support/runtime';
import { measureLoad } from './support/load';

const CONNECTIONS = 50;
const DURATION_S = 8;
const PROOFS = 25;

const proof = (n: number) => ({
  title: `Proof ${n}`,
  role: 'Engineer',
  orgName: 'Acme',
  description: 'A project worth proving, described properly.',
  startDate: '2025-01-10',
  skills: ['TypeScript'],
  outcomes: [{ description: 'It shipped' }],
});

const load = (url: string, headers: Record<string, string> = {}, warmUp = false) =>
  measureLoad(url, { connections: CONNECTIONS, durationS: DURATION_S, headers, warmUp });

/** The same Query sent straight to DynamoDB Local by 50 workers: the database's own ceiling. */
async function directQuery(endpoint: string, ownerId: string) {
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
  const query = new QueryCommand({
    TableName: DEFAULT_TABLE_NAME,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `OWNER#${ownerId}`, ':prefix': 'PROOF#' },
    Limit: 20,
    ScanIndexForward: false,
  });
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() - started < DURATION_S * 1000) {
        const t = performance.now();
        await db.send(query);
        latencies.push(performance.now() - t);
      }
    }),
  );
  db.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  return { requestsPerSecond: Math.round(latencies.length / ((performance.now() - started) / 1000)), p50: at(0.5), p99: at(0.99), errors: 0, non2xx: 0 };
}

export async function main(): Promise<boolean> {
  const runtime = await startTestRuntime();
  try {
    const owner = await signedInClient(runtime.url, { name: 'Bench Owner', email: 'bench@acme.com' });
    for (let n = 0; n < PROOFS; n += 1) await owner.request('POST', '/proofs', proof(n));
    const auth = { authorization: `Bearer ${owner.token}` };
    const list = await load(`${runtime.url}/api/proofs?limit=20`, auth, true);
    const health = await load(`${runtime.url}/api/health`);
    const { dynamoDbEndpoint } = (await (await fetch(`${runtime.url}/__local/status`)).json()) as { dynamoDbEndpoint: string };
    const ownerId = ((await owner.request<{ profile: { id: string } }>('GET', '/me')).body).profile.id;
    const database = await directQuery(dynamoDbEndpoint, ownerId);
    console.log(`List my proofs (${PROOFS} proofs, pages of 20) vs /api/health: ${CONNECTIONS} connections, ${DURATION_S} s each`);
    console.table({ 'GET /api/proofs': list, 'GET /api/health': health, 'the same Query, straight to DynamoDB Local': database });
    console.log(`Ratio: the list serves ${((list.requestsPerSecond / health.requestsPerSecond) * 100).toFixed(1)}% of health's throughput; p99 ${list.p99} ms vs ${health.p99} ms.`);
    console.log(`The list is one bounded Query; DynamoDB Local alone answers ${database.requestsPerSecond} of them per second here, so it sets the ceiling.`);
    const ok = list.errors === 0 && list.non2xx === 0;
    if (!ok) console.log('Errors or non-2xx answers under load: FAILED');
    return ok;
  } finally {
    await runtime.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
