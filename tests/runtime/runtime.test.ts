// One runtime started like `npm start`, taken through a life: started on a port someone took
// meanwhile, checked against its contracts, observed, its DynamoDB Local killed, its output
// closed, stopped and started again on its data directory, its clock moved. Each start costs a
// Node process and a JVM (about 6 CPU seconds), so the checks share one where they can, in the
// order they appear here. What needs a start of its own is in npm-scripts.test.ts.
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../local/ports';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { clockChecks, contractChecks } from './checks/contracts';
import { dynamoDbOutageChecks } from './checks/dynamodb-outage';
import { observabilityChecks } from './checks/observability';
import { outputClosedChecks } from './checks/output-closed';
import { restartChecks } from './checks/restart';

// Info level: the observability checks read the request lines, and with the output closed every
// request writes into the closed pipes.
const ENV = { LOG_LEVEL: 'info', LOCAL_DEMO: 'off', LOCAL_SCHEDULE: 'off' };

let first: TestRuntime;
let second: TestRuntime | undefined;
const current = () => second ?? first;
const offered: number[] = [];
let taken = 0;

beforeAll(async () => {
  // A port taken between choosing and binding it: the test runtime starts again on another.
  const squatter = createServer();
  await new Promise<void>((done) => squatter.listen(0, '127.0.0.1', done));
  taken = (squatter.address() as AddressInfo).port;
  const pickPort = async () => {
    const port = offered.length === 0 ? taken : await freePort();
    offered.push(port);
    return port;
  };
  try {
    first = await startTestRuntime({ pickPort, env: ENV });
  } finally {
    squatter.close();
  }
});
afterAll(async () => {
  await second?.stop();
  await first?.dispose();
});

describe('the local runtime, started like npm start', () => {
  it('starts again on another port when its port is taken between choosing and binding it', async () => {
    expect(offered).toEqual([taken, first.port]);
    expect(first.port).not.toBe(taken);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  contractChecks(current);
  observabilityChecks(current);
  dynamoDbOutageChecks(current);
  outputClosedChecks(current);
  restartChecks(current, async (env) => (second = await startTestRuntime({ dataDir: first.dataDir, env: { ...ENV, ...env } })));
  clockChecks(current);
});
