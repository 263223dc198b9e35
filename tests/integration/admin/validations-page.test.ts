// The admin's validations page over HTTP on a private runtime: recent decisions, pending and expired
// requests, and the integrity signals recorded when they happen: a refused self-validation, a link
// decided by an identity other than its addressee, a withdrawal, and two accounts that co-sign
// each other's proofs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSignal, AdminValidationRow } from '../../../domain/api/admin/moderation';
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
