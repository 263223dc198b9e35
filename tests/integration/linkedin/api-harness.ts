// Starts the LinkedIn stand-in in this process on a free port (so tests can move the clock with
// core/clock directly) and gives tests LinkedIn-shaped calls against it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { clock } from '../../../core/clock';
import { latestVersion } from '../../../local/stand-ins/linkedin/api/versions';
import { createLinkedInStandIn, type LinkedInStandIn, type LinkedInStandInOptions } from '../../../local/stand-ins/linkedin/linkedin-stand-in';
import type { Member } from '../../support/linkedin-sign-in';
import { linkedInStandIn, type LinkedInStandInClient } from '../../support/linkedin-stand-in';

export const POSTING_SCOPE = 'openid profile email w_member_social';

export interface Harness {
  origin: string;
  standIn: LinkedInStandIn;
  client: LinkedInStandInClient;
  redirectUri: string;
  authorizationUrl(scope?: string, state?: string): string;
  exchange(code: string, overrides?: Record<string, string>): Promise<Response>;
  /** The whole connect flow for a member; returns the token answer. */
  connect(member: Member): Promise<{ access_token: string; expires_in: number; scope: string }>;
  rest(path: string, init?: RequestInit & { token?: string; version?: string | null; protocol?: string | null }): Promise<Response>;
  /** A new stand-in on the same data directory, as after a restart of the runtime. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startHarness(options: Partial<LinkedInStandInOptions> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'provenly-linkedin-api-'));
  const holder: { standIn?: LinkedInStandIn } = {};
  const server: Server = createServer((req, res) => {
    if (holder.standIn && req.url?.startsWith('/__local/linkedin')) holder.standIn.handle(req, res);
    else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const created = await createLinkedInStandIn({ origin, dataDir, ...options });
  holder.standIn = created;
  const base = `${origin}/__local/linkedin`;
  const redirectUri = `${origin}/api/linkedin/callback`;
  const client = linkedInStandIn(origin);

  const harness: Harness = {
    origin,
    standIn: created,
    client,
    redirectUri,
    authorizationUrl: (scope = POSTING_SCOPE, state = randomBytes(8).toString('hex')) =>
      `${base}/oauth/v2/authorization?${new URLSearchParams({ response_type: 'code', client_id: created.clientId, redirect_uri: redirectUri, state, scope })}`,
    exchange: (code, overrides = {}) =>
      fetch(`${base}/oauth/v2/accessToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: created.clientId, client_secret: created.clientSecret, ...overrides }).toString(),
      }),
    async connect(member) {
      const back = await client.authorize(harness.authorizationUrl(), member);
      const code = back.searchParams.get('code');
      if (!code) throw new Error(`No code: ${back.href}`);
      const response = await harness.exchange(code);
      if (!response.ok) throw new Error(`Token exchange answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { access_token: string; expires_in: number; scope: string };
    },
    rest(path, init = {}) {
      const { token, version, protocol, ...rest } = init;
      const headers = new Headers(rest.headers);
      const v = version === undefined ? latestVersion(clock.now()) : version;
      if (v !== null) headers.set('LinkedIn-Version', v);
      const p = protocol === undefined ? '2.0.0' : protocol;
      if (p !== null) headers.set('X-Restli-Protocol-Version', p);
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (rest.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
      return fetch(`${base}${path}`, { ...rest, headers });
    },
    async restart() {
      const next = await createLinkedInStandIn({ origin, dataDir, ...options });
      holder.standIn = next;
      harness.standIn = next;
    },
    async close() {
      await new Promise<void>((closed) => server.close(() => closed()));
      server.closeAllConnections();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** A small real JPEG (8x8, encoded by jpeg-js) and a 1x1 PNG. */
export const TINY_JPEG = Buffer.from(jpeg.encode({ data: Buffer.alloc(8 * 8 * 4, 200), width: 8, height: 8 }, 80).data);
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Uploads bytes as `token`'s member and waits until the image leaves PROCESSING; returns its URN and last status. */
export async function uploadImage(h: Harness, token: string, person: string, bytes: Buffer = TINY_JPEG): Promise<{ urn: string; status: string; body: Record<string, unknown> }> {
  const init = await h.rest('/rest/images?action=initializeUpload', { method: 'POST', token, body: JSON.stringify({ initializeUploadRequest: { owner: person } }) });
  if (init.status !== 200) throw new Error(`initializeUpload answered ${init.status}: ${await init.text()}`);
  const { value } = (await init.json()) as { value: { uploadUrl: string; image: string } };
  const put = await fetch(value.uploadUrl, { method: 'PUT', body: new Uint8Array(bytes), headers: { authorization: `Bearer ${token}` } });
  if (put.status !== 201) throw new Error(`upload answered ${put.status}: ${await put.text()}`);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await h.rest(`/rest/images/${encodeURIComponent(value.image)}`, { token });
    const body = (await response.json()) as Record<string, unknown>;
    if (body.status !== 'PROCESSING') return { urn: value.image, status: String(body.status), body };
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error('The image stayed PROCESSING');
}

export function articlePost(person: string, commentary: string, thumbnail?: string) {
  return {
    author: person,
    commentary,
    visibility: 'PUBLIC',
    distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
    lifecycleState: 'PUBLISHED',
    isReshareDisabledByAuthor: false,
    content: { article: { source: 'https://provenly.example/proof/42', title: 'Verified proof #42', description: 'Co-signed by 2 people', ...(thumbnail ? { thumbnail } : {}) } },
  };
}
