// The admin's validations page over HTTP on a private runtime: recent decisions, pending and expired
// requests, and the integrity signals recorded when they happen: a refused self-validation, a link
// decided by an identity other than its addressee, a withdrawal, and two accounts that co-sign
// each other's proofs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSignal, AdminValidationRow } from '../../../domain/api/admin/moderation';
import { DEVICE_HEADER } from '../../../domain/rules/client-address';
import { apiClient, signedInClient, type ApiClient } from '../../support/api-client';
import { signInThroughStandIn } from '../../support/linkedin-sign-in';
import { proofFlow } from '../../support/proof-flow';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { invite, validationMail } from '../../support/validation-mail';
import { makeAdmin } from './moderation-support';
import { advanceClock } from '../../support/clock';
import { useRuntimeTable } from '../../support/table-snapshot';

let runtime: InProcessRuntime;
let anonymous: ApiClient;
let admin: ApiClient;
let mail: ReturnType<typeof validationMail>;
let flow: ReturnType<typeof proofFlow>;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false });
  await useRuntimeTable(runtime.url);
  anonymous = apiClient(runtime.url);
  admin = await signedInClient(runtime.url, { name: 'Ada Admin', email: 'ada.admin@example.com' });
  await makeAdmin((await admin.request<{ profile: { id: string } }>('GET', '/me')).body.profile.id);
  mail = validationMail(runtime.url);
  flow = proofFlow(runtime.url, anonymous);
}, 180_000);
afterAll(async () => {
  await runtime?.dispose();
});

const feed = async (name: string) => (await admin.request<{ items: AdminValidationRow[] }>('GET', `/admin/validations?feed=${name}&limit=100`)).body.items;
const signals = async (kind: string) => (await admin.request<{ items: AdminSignal[] }>('GET', `/admin/validation-signals?kind=${kind}&limit=100`)).body.items;

async function openAndDecide(token: string, decision: 'approved' | 'declined', client: ApiClient = anonymous) {
  const signedIn = client !== anonymous;
  const opened = await client.request<{ contentHash: string }>('POST', signedIn ? '/validation/open-signed-in' : '/validation/open', { token });
  expect(opened.status).toBe(200);
  const decided = await client.request('POST', signedIn ? '/validation/decide-signed-in' : '/validation/decide', { token, decision, contentHash: opened.body.contentHash });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
}

describe('the validations page', () => {
  it('lists decisions newest first, pending requests, and requests that expired', async () => {
    const owner = await signedInClient(runtime.url, { name: 'Paula Pending', email: 'paula.pending@example.com' });
    const proof = await flow.create(owner, { title: 'Validations page proof' });
    await invite(owner, proof.id, [{ email: 'dora.decider@acme.com', role: 'peer' }, { email: 'wanda.waiting@acme.com', role: 'peer' }]);
    await openAndDecide(await mail.linkTokenFor('dora.decider@acme.com'), 'declined');

    expect((await feed('decisions'))[0]).toMatchObject({ recognitionId: proof.id, proofTitle: 'Validations page proof', inviteeEmail: 'dora.decider@acme.com', status: 'declined' });
    const pending = await feed('pending');
    expect(pending.find((row) => row.inviteeEmail === 'wanda.waiting@acme.com')).toMatchObject({ recognitionId: proof.id, status: 'pending', proofTitle: 'Validations page proof' });
    expect(pending.map((row) => row.inviteeEmail)).not.toContain('dora.decider@acme.com');

    await advanceClock(runtime.url, 73 * 3600 * 1000);
    await expect.poll(async () => (await feed('expired')).map((row) => row.inviteeEmail), { timeout: 15_000 }).toContain('wanda.waiting@acme.com');
    expect((await feed('pending')).map((row) => row.inviteeEmail)).not.toContain('wanda.waiting@acme.com');
    expect((await admin.request('GET', '/admin/validations?feed=everything')).status).toBe(400);
    expect((await admin.request('GET', '/admin/validation-signals?kind=gossip')).status).toBe(400);
  });

  it('records a refused self-validation at the invitation and at the link', async () => {
    const owner = await signedInClient(runtime.url, { name: 'Sam Self', email: 'sam.self@example.com' });
    const proof = await flow.create(owner, { title: 'Self-validation signal proof' });
    expect((await invite(owner, proof.id, [{ email: 'Sam.Self@example.com', role: 'manager' }])).status).toBe(400);
    await invite(owner, proof.id, [{ email: 'colleague.of.sam@acme.com', role: 'peer' }]);
    const token = await mail.linkTokenFor('colleague.of.sam@acme.com');
    expect((await owner.request('POST', '/validation/open-signed-in', { token })).status).toBe(403);

    const recorded = (await signals('self_validation_refused')).filter((signal) => signal.recognitionId === proof.id);
    expect(recorded.map((signal) => signal.detail.stage).sort()).toEqual(['invitation', 'open']);
    expect(recorded[0]?.proofTitle).toBe('Self-validation signal proof');
  });

  it('records a link decided by another identity, and a withdrawal', async () => {
    const owner = await signedInClient(runtime.url, { name: 'Owen Owner', email: 'owen.owner@example.com' });
    const proof = await flow.create(owner, { title: 'Forwarded link proof' });
    await invite(owner, proof.id, [{ email: 'addressee@acme.com', role: 'peer' }]);
    const stranger = apiClient(runtime.url, (await signInThroughStandIn(runtime.url, { name: 'Fred Forwarded', email: 'fred@elsewhere.example' })).id_token);
    await openAndDecide(await mail.linkTokenFor('addressee@acme.com'), 'approved', stranger);

    const [signal] = (await signals('signed_by_other')).filter((entry) => entry.recognitionId === proof.id);
    expect(signal).toMatchObject({ detail: { inviteeEmail: 'addressee@acme.com', signerEmail: 'fred@elsewhere.example', decision: 'approved' } });
    expect(signal?.summary).toContain('Fred Forwarded');

    const withdrawToken = await mail.withdrawTokenFor('fred@elsewhere.example');
    expect((await anonymous.request('POST', '/validation/withdraw', { token: withdrawToken, reason: 'I answered for the wrong person.' })).status).toBe(200);
    const [withdrawal] = (await signals('withdrawal')).filter((entry) => entry.recognitionId === proof.id);
    expect(withdrawal).toMatchObject({ proofTitle: 'Forwarded link proof', detail: { validatorEmail: 'fred@elsewhere.example', reason: 'I answered for the wrong person.' } });
    expect((await feed('decisions')).find((row) => row.recognitionId === proof.id)?.status).toBe('withdrawn');
  });

  it('records two accounts that co-sign each other’s proofs, once the second signs', async () => {
    const alice = await signedInClient(runtime.url, { name: 'Alice Mutual', email: 'alice.mutual@example.com' });
    const bob = await signedInClient(runtime.url, { name: 'Bob Mutual', email: 'bob.mutual@example.com' });
    const aliceProof = await flow.create(alice, { title: 'Alice’s proof' });
    const bobProof = await flow.create(bob, { title: 'Bob’s proof' });

    await invite(alice, aliceProof.id, [{ email: 'bob.mutual@example.com', role: 'peer' }]);
    await openAndDecide(await mail.linkTokenFor('bob.mutual@example.com'), 'approved');
    expect((await signals('mutual_cosigning')).filter((signal) => [aliceProof.id, bobProof.id].includes(signal.recognitionId ?? ''))).toEqual([]);

    await invite(bob, bobProof.id, [{ email: 'alice.mutual@example.com', role: 'peer' }]);
    await openAndDecide(await mail.linkTokenFor('alice.mutual@example.com'), 'approved', alice);
    const [signal] = (await signals('mutual_cosigning')).filter((entry) => entry.recognitionId === bobProof.id);
    expect(signal).toMatchObject({ detail: { signerName: 'Alice Mutual', ownerName: 'Bob Mutual' } });
    expect(signal?.summary).toBe('Alice Mutual and Bob Mutual co-sign each other’s proofs');
  });
});

describe('what a decision shows about who made it', () => {
  /** A browser of the web app: its id goes with every call, as web/lib/device-id.ts sends it. */
  const fromBrowser = (device: string, token: string | null = null) => async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${runtime.url}/api${path}`, {
      method,
      headers: { [DEVICE_HEADER]: device, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const decideFrom = async (call: ReturnType<typeof fromBrowser>, token: string) => {
    const opened = await call('POST', '/validation/open', { token });
    return call('POST', '/validation/decide', { token, decision: 'approved', contentHash: opened.body.contentHash });
  };

  it("an approval from the owner's own browser verifies nothing and is shown to admins; the co-signer's own browser verifies", async () => {
    const owner = await signedInClient(runtime.url, { name: 'Sly Owner', email: 'sly.owner@example.com' });
    const ownerBrowser = fromBrowser('owner-browser-0123456789', owner.token);
    expect((await ownerBrowser('GET', '/me')).status).toBe(200);
    const proof = await flow.create(owner, { title: 'Approved from my own browser' });
    await invite(owner, proof.id, [{ email: 'sly.alias@acme.com', role: 'peer' }, { email: 'true.peer@acme.com', role: 'peer' }]);

    expect((await decideFrom(fromBrowser('owner-browser-0123456789'), await mail.linkTokenFor('sly.alias@acme.com'))).status).toBe(200);
    expect((await flow.get(owner, proof.id)).verified).toBe(false);
    // The owner reads the decision, never what gave it away: the signals are the admins'.
    const [mine] = (await owner.request<{ items: Record<string, unknown>[] }>('GET', '/validations')).body.items;
    expect(mine).toMatchObject({ validatorEmail: 'sly.alias@acme.com' });
    expect(mine).not.toHaveProperty('signals');
    const [signal] = (await signals('owner_session')).filter((entry) => entry.recognitionId === proof.id);
    expect(signal?.summary).toBe("sly.alias@acme.com approved from a browser the owner signed in with lately: it verifies nothing");

    expect((await decideFrom(fromBrowser('peer-browser-9876543210'), await mail.linkTokenFor('true.peer@acme.com'))).status).toBe(200);
    expect((await flow.get(owner, proof.id)).verified).toBe(true);
  });

  it('records throwaway and look-alike domains', async () => {
    const owner = await signedInClient(runtime.url, { name: 'Dom Owner', email: 'dom.owner@example.com' });
    const proof = await flow.create(owner, { title: 'Domains that say something' });
    await invite(owner, proof.id, [{ email: 'quick.pal@mailinator.com', role: 'peer' }, { email: 'pat@acrne.com', role: 'peer' }]);
    await openAndDecide(await mail.linkTokenFor('quick.pal@mailinator.com'), 'approved');
    await openAndDecide(await mail.linkTokenFor('pat@acrne.com'), 'approved');
    expect((await signals('throwaway_domain')).filter((entry) => entry.recognitionId === proof.id).map((entry) => entry.summary)).toEqual(['quick.pal@mailinator.com approved with a throwaway mail domain']);
    expect((await signals('lookalike_domain')).filter((entry) => entry.recognitionId === proof.id).map((entry) => entry.summary)).toEqual(['pat@acrne.com approved with a domain that looks like the organisation’s']);
    expect((await flow.get(owner, proof.id)).verified).toBe(false);
  });
});
