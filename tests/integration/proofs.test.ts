// Proofs over HTTP: who may read and change them, what bad input gets, and that nothing crashes.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signedInClient, type ApiClient } from '../support/api-client';
import { proofContent } from '../support/factories/proof-content';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';

interface Proof {
  id: string;
  ownerUserId: string;
  title: string;
  status: string;
  verified: boolean;
  endDate: string | null;
  orgName: string | null;
  outcomes: { description: string; metric?: string }[];
  skills: string[];
  proofScore: number;
  contentHash: string;
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

const validProof = proofContent({ skills: ['TypeScript', 'React'], links: [{ title: 'Case study', url: 'https://acme.example/case' }] });

let runtime: InProcessRuntime;
let owner: ApiClient;
let stranger: ApiClient;
let anonymous: ApiClient;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ seedDemo: false });
  [owner, stranger] = await Promise.all([
    signedInClient(runtime.url, { name: 'Olive Owner', email: 'olive@example.com' }),
    signedInClient(runtime.url, { name: 'Sam Stranger', email: 'sam@example.com' }),
  ]);
  anonymous = apiClient(runtime.url);
});
afterAll(async () => {
  await runtime?.dispose();
});

const myProofCount = async (client: ApiClient) => (await client.request<{ items: Proof[] }>('GET', '/proofs?limit=100')).body.items.length;

describe('creating and editing a proof', () => {
  it('creates a draft owned by the caller, with an empty end date stored as none', async () => {
    const created = await owner.request<Proof>('POST', '/proofs', validProof);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Checkout rewrite', status: 'draft', verified: false, endDate: null, orgName: 'Acme' });
    expect(created.body.proofScore).toBeGreaterThan(0);
    expect(created.body.contentHash).toMatch(/^[0-9a-f]{64}$/);

    const mine = await owner.request<{ items: Proof[] }>('GET', '/proofs');
    expect(mine.body.items.map((proof) => proof.id)).toContain(created.body.id);
  });

  it('lets the owner read and update it, and recomputes the score', async () => {
    const { body: proof } = await owner.request<Proof>('POST', '/proofs', validProof);
    expect((await owner.request<Proof>('GET', `/proofs/${proof.id}`)).body.title).toBe('Checkout rewrite');
    const richer = { ...validProof, title: 'Checkout rewrite v2', skills: ['TypeScript', 'React', 'AWS', 'Testing'] };
    const updated = await owner.request<Proof>('PUT', `/proofs/${proof.id}`, richer);
    expect(updated.status).toBe(200);
    expect(updated.body.title).toBe('Checkout rewrite v2');
    expect(updated.body.proofScore).toBeGreaterThan(proof.proofScore);
  });

  it('normalises outcomes given in the older shapes', async () => {
    const older = { ...validProof, outcomes: [{ summary: 'From a summary' }, { impact: 'From an impact', metric: 12 }, 'From plain text'] };
    const created = await owner.request<Proof>('POST', '/proofs', older);
    expect(created.status).toBe(201);
    expect(created.body.outcomes).toEqual([{ description: 'From a summary' }, { description: 'From an impact', metric: '12' }, { description: 'From plain text' }]);
  });
});

describe('who may see and change a proof', () => {
  it('hides a proof from anyone but its owner, as if it did not exist', async () => {
    const { body: proof } = await owner.request<Proof>('POST', '/proofs', validProof);
    const read = await stranger.request<ErrorBody>('GET', `/proofs/${proof.id}`);
    const missing = await stranger.request<ErrorBody>('GET', '/proofs/no-such-proof');
    expect(read.status).toBe(404);
    expect(read.body).toEqual(missing.body);

    const write = await stranger.request('PUT', `/proofs/${proof.id}`, { ...validProof, title: 'Hijacked' });
    expect(write.status).toBe(404);
    expect((await stranger.request('POST', `/proofs/${proof.id}/publish`)).status).toBe(404);
    expect((await owner.request<Proof>('GET', `/proofs/${proof.id}`)).body.title).toBe('Checkout rewrite');
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await anonymous.request('GET', '/proofs')).status).toBe(401);
    expect((await anonymous.request('POST', '/proofs', validProof)).status).toBe(401);
  });

  it('refuses to publish a proof nobody has verified', async () => {
    const { body: proof } = await owner.request<Proof>('POST', '/proofs', validProof);
    const refused = await owner.request<ErrorBody>('POST', `/proofs/${proof.id}/publish`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Cannot share unverified project');
    expect((await owner.request<Proof>('GET', `/proofs/${proof.id}`)).body.status).toBe('draft');
  });
});

describe('bad input', () => {
  it.each([
    ['title', { title: '  ' }, 'Project title is required'],
    ['role', { role: '' }, 'Your role is required'],
    ['description', { description: 'too short' }, 'Description must be at least 10 characters'],
    ['startDate', { startDate: '' }, 'Start date is required'],
    ['skills', { skills: [] }, 'At least one skill is required'],
    ['outcomes', { outcomes: [] }, 'At least one outcome is required'],
    ['outcomes.0.description', { outcomes: [{ description: ' ' }] }, 'Outcome description is required'],
    ['links.0.title', { links: [{ title: '', url: 'https://a.example' }] }, 'Link title is required'],
    ['links.0.url', { links: [{ title: 'Site', url: 'not a url' }] }, 'Must be a valid URL'],
  ])('%s gets its message and writes nothing', async (field, change, message) => {
    const before = await myProofCount(owner);
    const response = await owner.request<ErrorBody>('POST', '/proofs', { ...validProof, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.[field]).toContain(message);
    expect(await myProofCount(owner)).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await owner.request<ErrorBody>('POST', '/proofs', '{"title": ');
    expect(response.status).toBe(400);
  });

  it('never answers 5xx, whatever the body', async () => {
    const { body: proof } = await owner.request<Proof>('POST', '/proofs', validProof);
    const nearlyValid = fc.record(
      Object.fromEntries(Object.keys(validProof).map((key) => [key, fc.oneof(fc.constant((validProof as Record<string, unknown>)[key]), fc.anything())])),
      { requiredKeys: [] },
    );
    const body = fc.oneof(fc.anything(), nearlyValid, fc.string());
    const endpoint = fc.constantFrom(
      ['POST', '/proofs'],
      ['PUT', `/proofs/${proof.id}`],
      ['GET', `/proofs/${proof.id}`],
      ['POST', `/proofs/${proof.id}/publish`],
      ['GET', '/proofs?limit=abc&cursor=%%%'],
    );
    await fc.assert(
      fc.asyncProperty(endpoint, body, async ([method, path], payload) => {
        const response = await owner.request(method!, path!, method === 'GET' ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload ?? null));
        expect(response.status, `${method} ${path} ${JSON.stringify(payload)?.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
