// What `npm start` promises whoever runs it: where it runs, the API's and the web app's answers,
// loopback only, a readable inbox, one data directory per runtime.
import { execSync } from 'node:child_process';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { describe, expect, it } from 'vitest';
import { startTestRuntime, type TestRuntime } from '../../support/runtime';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export function contractChecks(current: () => TestRuntime): void {
  describe('its contracts', () => {
    it('prints where it runs', () => {
      expect(current().output()).toContain(`Provenly is running at http://localhost:${current().port}`);
    });

    it('answers the health check once ready', async () => {
      const response = await fetch(`${current().url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    });

    it('answers unknown API paths like API Gateway', async () => {
      const response = await fetch(`${current().url}/api/no-such-endpoint`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not Found' });
    });

    it('serves the SPA for page paths and its runtime configuration', async () => {
      const { url } = current();
      const page = await fetch(`${url}/dashboard`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('<div id="root">');

      const config = (await (await fetch(`${url}/config.json`)).json()) as Record<string, unknown>;
      expect(config).toMatchObject({ productName: 'Provenly', apiBase: '/api', authority: `${url}/__local/linkedin` });
    });

    it('compresses the web app like CloudFront, and caches hashed assets for good', async () => {
      const { url } = current();
      const page = await fetch(`${url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.headers.get('content-encoding')).toBe('br');
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
      expect(script).toBeTruthy();
      const asset = await fetch(`${url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(asset.headers.get('content-encoding')).toBe('gzip');
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect((await asset.text()).length).toBeGreaterThan(1000);
    });

    it('binds its services to 127.0.0.1 only, except DynamoDB Local', () => {
      const listening = execSync('ss -Hltnp', { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.includes(`pid=${current().process.pid},`));
      expect(listening.length).toBeGreaterThanOrEqual(2); // the product's port and the SES stand-in
      for (const line of listening) expect(line).toMatch(/\s127\.0\.0\.1:\d+\s/);
    });

    it('keeps sent mail in a readable inbox, newest first', async () => {
      const { url } = current();
      const { sesEndpoint } = (await (await fetch(`${url}/__local/status`)).json()) as { sesEndpoint: string };
      const ses = new SESClient({ region: 'us-east-1', endpoint: sesEndpoint, credentials });
      for (const subject of ['First <mail>', 'Second mail']) {
        await ses.send(
          new SendEmailCommand({
            Source: 'no-reply@provenly.local',
            Destination: { ToAddresses: ['ada@example.com'] },
            Message: { Subject: { Data: subject }, Body: { Text: { Data: `Text of ${subject}` }, Html: { Data: `<p>${subject}</p>` } } },
          }),
        );
      }
      ses.destroy();
      const mails = (await (await fetch(`${url}/__local/mail.json`)).json()) as Record<string, unknown>[];
      const adas = mails.filter((mail) => (mail.to as string[]).includes('ada@example.com'));
      expect(adas.map((mail) => mail.subject)).toEqual(['Second mail', 'First <mail>']);
      expect(mails.indexOf(adas[0]!)).toBeLessThan(mails.indexOf(adas[1]!));
      expect(adas[0]).toMatchObject({ to: ['ada@example.com'], text: 'Text of Second mail', html: '<p>Second mail</p>' });
      expect(new Date(adas[0]!.sentAt as string).getTime()).not.toBeNaN();

      const inbox = await (await fetch(`${url}/__local/mail`)).text();
      expect(inbox).toContain('First &lt;mail&gt;');
      expect(inbox).not.toContain('First <mail>');
    });

    it('refuses a second runtime on the same data directory with a clear message', async () => {
      await expect(startTestRuntime({ dataDir: current().dataDir, startTimeoutMs: 30_000 })).rejects.toThrow(/already using the data directory/);
      const stillHealthy = await fetch(`${current().url}/api/health`);
      expect(stillHealthy.status).toBe(200);
    });
  });
}

/** Moves the runtime's clock 72 hours on: run it after the checks that rely on today's date. */
export function clockChecks(current: () => TestRuntime): void {
  describe('its clock', () => {
    it('moves the server clock forward on request, and only forward', async () => {
      const { url } = current();
      const before = new Date(((await (await fetch(`${url}/__local/clock`)).json()) as { now: string }).now);
      const moved = await fetch(`${url}/__local/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: 72 * 3600 * 1000 }) });
      expect(moved.status).toBe(200);
      const after = new Date(((await moved.json()) as { now: string }).now);
      expect(after.getTime() - before.getTime()).toBeGreaterThanOrEqual(72 * 3600 * 1000);

      for (const body of ['{"advanceMs": -5}', '{"advanceMs": "soon"}', 'not json']) {
        const refused = await fetch(`${url}/__local/clock`, { method: 'POST', body });
        expect(refused.status).toBe(400);
      }
    });
  });
}
