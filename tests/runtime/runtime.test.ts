// The embedded runtime's contracts, checked on a private instance started like `npm start`.
import { execSync } from 'node:child_process';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_NAME } from '../../core/data/table-definition';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

interface Status {
  dataDir: string;
  dynamoDbEndpoint: string;
  sesEndpoint: string;
}

describe('the local runtime', () => {
  let runtime: TestRuntime;
  let status: Status;

  beforeAll(async () => {
    runtime = await startTestRuntime();
    status = (await (await fetch(`${runtime.url}/__local/status`)).json()) as Status;
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('prints where it runs', () => {
    expect(runtime.output()).toContain(`Provenly is running at http://localhost:${runtime.port}`);
  });

  it('answers the health check once ready', async () => {
    const response = await fetch(`${runtime.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths like API Gateway', async () => {
    const response = await fetch(`${runtime.url}/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('serves the SPA for page paths and its runtime configuration', async () => {
    const page = await fetch(`${runtime.url}/dashboard`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');

    const config = (await (await fetch(`${runtime.url}/config.json`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      productName: 'Provenly',
      apiBase: '/api',
      authority: `${runtime.url}/__local/linkedin`,
    });
  });

  it('compresses the web app like CloudFront, and caches hashed assets for good', async () => {
    const page = await fetch(`${runtime.url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(`${runtime.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await asset.text()).length).toBeGreaterThan(1000);
  });

  it('binds its services to 127.0.0.1 only, except DynamoDB Local', () => {
    const listening = execSync('ss -Hltnp', { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(`pid=${runtime.process.pid},`));
    expect(listening.length).toBeGreaterThanOrEqual(2); // the product's port and the SES stand-in
    for (const line of listening) expect(line).toMatch(/\s127\.0\.0\.1:\d+\s/);
  });

  it('keeps sent mail in a readable inbox, newest first', async () => {
    const ses = new SESClient({ region: 'us-east-1', endpoint: status.sesEndpoint, credentials });
    for (const subject of ['First <mail>', 'Second mail']) {
      await ses.send(
        new SendEmailCommand({
          Source: 'no-reply@provenly.local',
          Destination: { ToAddresses: ['ada@example.com'] },
          Message: { Subject: { Data: subject }, Body: { Text: { Data: `Text of ${subject}` }, Html: { Data: `<p>${subject}</p>` } } },
        }),
      );
    }
    const mails = (await (await fetch(`${runtime.url}/__local/mail.json`)).json()) as Record<string, unknown>[];
    expect(mails.map((mail) => mail.subject)).toEqual(['Second mail', 'First <mail>']);
    expect(mails[0]).toMatchObject({ to: ['ada@example.com'], text: 'Text of Second mail', html: '<p>Second mail</p>' });
    expect(new Date(mails[0]!.sentAt as string).getTime()).not.toBeNaN();

    const inbox = await (await fetch(`${runtime.url}/__local/mail`)).text();
    expect(inbox).toContain('First &lt;mail&gt;');
    expect(inbox).not.toContain('First <mail>');
  });

  it('moves the server clock forward on request, and only forward', async () => {
    const before = new Date(((await (await fetch(`${runtime.url}/__local/clock`)).json()) as { now: string }).now);
    const moved = await fetch(`${runtime.url}/__local/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: 72 * 3600 * 1000 }) });
    expect(moved.status).toBe(200);
    const after = new Date(((await moved.json()) as { now: string }).now);
    expect(after.getTime() - before.getTime()).toBeGreaterThanOrEqual(72 * 3600 * 1000);

    for (const body of ['{"advanceMs": -5}', '{"advanceMs": "soon"}', 'not json']) {
      const refused = await fetch(`${runtime.url}/__local/clock`, { method: 'POST', body });
      expect(refused.status).toBe(400);
    }
  });

  it('refuses a second runtime on the same data directory with a clear message', async () => {
    await expect(startTestRuntime({ dataDir: runtime.dataDir, startTimeoutMs: 30_000 })).rejects.toThrow(
      /already using the data directory/,
    );
    const stillHealthy = await fetch(`${runtime.url}/api/health`);
    expect(stillHealthy.status).toBe(200);
  });
});

describe('npm run dev', () => {
  it('serves the web app through Vite with hot reload, and the same API', async () => {
    const dev = await startTestRuntime({ dev: true });
    try {
      const page = await (await fetch(`${dev.url}/dashboard`)).text();
      expect(page).toContain('/@vite/client');
      expect(page).toContain('/@react-refresh');
      expect((await fetch(`${dev.url}/api/health`)).status).toBe(200);
    } finally {
      await dev.dispose();
    }
  });
});

describe('stopping and starting again', () => {
  it('stops everything it started and keeps the data', async () => {
    const first = await startTestRuntime();
    const status = (await (await fetch(`${first.url}/__local/status`)).json()) as Status;
    const table = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: status.dynamoDbEndpoint, credentials }));
    await table.send(new PutCommand({ TableName: DEFAULT_TABLE_NAME, Item: { pk: 'TEST#restart', sk: 'TEST', kept: true } }));
    table.destroy();

    expect(await first.stop()).toBe(0);
    expect(javaProcessesFor(first.dataDir)).toBe(0);
    await expect(fetch(`${first.url}/api/health`)).rejects.toThrow();

    const second = await startTestRuntime({ dataDir: first.dataDir });
    try {
      const again = (await (await fetch(`${second.url}/__local/status`)).json()) as Status;
      const reopened = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: again.dynamoDbEndpoint, credentials }));
      const { Item } = await reopened.send(new GetCommand({ TableName: DEFAULT_TABLE_NAME, Key: { pk: 'TEST#restart', sk: 'TEST' } }));
      reopened.destroy();
      expect(Item).toMatchObject({ kept: true });
    } finally {
      await second.dispose();
    }
    expect(javaProcessesFor(first.dataDir)).toBe(0);
  });
});

function javaProcessesFor(dataDir: string): number {
  const lines = execSync('ps -eo args', { encoding: 'utf8' }).split('\n');
  return lines.filter((line) => line.includes('DynamoDBLocal.jar') && line.includes(dataDir)).length;
}
