// /api/health throughput and latency through the whole local runtime (gateway, middy chain,
// handler, DynamoDB check), beside a bare node:http server answering the same JSON on the same
// machine in the same run. The ratio shows what the product's request path costs.
import { createServer } from 'node:http';
import { freePort } from '../local/ports';
import { startTestRuntime } from '../tests/support/runtime';
import { measureLoad, type LoadFigures } from './support/load';

const CONNECTIONS = 32;
const DURATION_S = 8;

type Figures = LoadFigures;
const load = (url: string) => measureLoad(url, { connections: CONNECTIONS, durationS: DURATION_S, warmUp: true });

export async function main(): Promise<boolean> {
  // Health is limited per client (10/s, burst 30) like every public route; lifted here to measure
  // the gateway and handler path under load.
  const runtime = await startTestRuntime({ env: { LOCAL_THROTTLE: 'off' } });
  let product: Figures;
  try {
    product = await load(`${runtime.url}/api/health`);
  } finally {
    await runtime.dispose();
  }

  const port = await freePort();
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
  });
  await new Promise<void>((done) => bare.listen(port, '127.0.0.1', done));
  let baseline: Figures;
  try {
    baseline = await load(`http://127.0.0.1:${port}/`);
  } finally {
    bare.close();
  }

  console.log(`/api/health under load: ${CONNECTIONS} connections, ${DURATION_S} s each (autocannon)`);
  console.table({ 'local runtime /api/health': product, 'bare node:http': baseline });
  console.log(
    `Ratio: the runtime serves ${((product.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)}% ` +
      `of the bare server's throughput; p99 ${product.p99} ms vs ${baseline.p99} ms.`,
  );
  const ok = product.errors === 0 && product.non2xx === 0;
  if (!ok) console.log('Errors or non-2xx answers under load: FAILED');
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
