// The local runtime's own helpers (/__local/*: the inbox with live validation links, the movable
// clock, the mail switch, the LinkedIn stand-in) answer only this machine: a Host that is not a
// loopback name (a DNS-rebinding page's) is refused, and so is a write a page of another site
// sends (its Origin, or the browser's Sec-Fetch-Site, says so). Nothing is changed by a refusal.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';

let runtime: InProcessRuntime;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ seedDemo: false, schedule: false });
});
afterAll(async () => {
  await runtime?.dispose();
});

/** A raw HTTP request to the runtime, with any Host and headers a browser page could make it send. */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: runtime.port, path, method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const now = async () => (JSON.parse((await send('GET', '/__local/clock')).text) as { now: string }).now;

describe('the local helpers answer this machine only', () => {
  it.each(['/__local/mail.json', '/__local/mail', '/__local/status', '/__local/clock', '/__local/linkedin/.well-known/openid-configuration'])(
    'refuses %s to a Host that is not a loopback name (DNS rebinding)',
    async (path) => {
      const refused = await send('GET', path, { host: `rebind.evil.example:${runtime.port}` });
      expect(refused.status).toBe(403);
      expect(refused.text).not.toMatch(/validate|withdraw|issuer/);
    },
  );

  it.each(['localhost', '127.0.0.1', '[::1]'])('answers the loopback name %s', async (name) => {
    expect((await send('GET', '/__local/mail.json', { host: `${name}:${runtime.port}` })).status).toBe(200);
  });

  it('refuses a write that a page of another site sends, and the clock stays where it was', async () => {
    const before = await now();
    const body = JSON.stringify({ advanceMs: 3_600_000 });
    const fromOtherSites: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }, { origin: `http://rebind.evil.example:${runtime.port}` }];
    for (const headers of fromOtherSites) {
      expect((await send('POST', '/__local/clock', headers, body)).status, JSON.stringify(headers)).toBe(403);
    }
    expect((await send('POST', '/__local/ses', { origin: 'https://evil.example' }, JSON.stringify({ available: false }))).status).toBe(403);
    expect(Date.parse(await now()) - Date.parse(before)).toBeLessThan(60_000);
  });

  it("takes a write from the runtime's own pages, and from tools that send no Origin", async () => {
    const body = JSON.stringify({ advanceMs: 1_000 });
    expect((await send('POST', '/__local/clock', { origin: `http://localhost:${runtime.port}`, 'sec-fetch-site': 'same-origin' }, body)).status).toBe(200);
    expect((await send('POST', '/__local/clock', {}, body)).status).toBe(200);
    // A page with Referrer-Policy: no-referrer posts with Origin: null; the browser still says it is the same origin.
    expect((await send('POST', '/__local/clock', { origin: 'null', 'sec-fetch-site': 'same-origin' }, body)).status).toBe(200);
  });
});
