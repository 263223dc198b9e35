// The validation flow over HTTP: invitations and their mail, the private link, decisions (single
// use, even under concurrency), the daily limit, reminders, expiry, and the live update.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signedInClient, type ApiClient } from '../support/api-client';
import { proofContent } from '../support/factories/proof-content';
import type { LiveUpdateMessage } from '../../domain/api/live-updates';
import { openLive, openSocket } from '../support/live-socket';
import { signInThroughStandIn } from '../support/linkedin-sign-in';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';
import { advanceClock } from '../support/clock';
import { invite, validationMail, type ErrorBody } from '../support/validation-mail';

interface Proof {
  id: string;
  contentHash: string;
  status: string;
  verified: boolean;
  proofNumber: string | null;
  proofScore: number;
  approvals: { role: string; displayName: string }[];
  sealVariant: string | null;
}
// Only the required fields: an undefined field is left out of the JSON body.
const proofBody = proofContent({ endDate: undefined, outcomes: [{ description: 'Checkout 40% faster' }], links: undefined });

let runtime: InProcessRuntime;
let anonymous: ApiClient;
let inbox: ReturnType<typeof validationMail>;
let memberCount = 0;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ seedDemo: false });
  anonymous = apiClient(runtime.url);
  inbox = validationMail(runtime.url);
});
afterAll(async () => {
  await runtime?.dispose();
});

const newOwner = () => {
  memberCount += 1;
  return signedInClient(runtime.url, { name: `Owner Number${memberCount}`, email: `owner${memberCount}@acme.com` });
};
const createProof = async (owner: ApiClient) => (await owner.request<Proof>('POST', '/proofs', proofBody)).body;
const mails = () => inbox.mails();
const linkTokenFor = (email: string) => inbox.linkTokenFor(email);
const open = (token: string) =>
  anonymous.request<{ status: string; requiresLinkedinAuth: boolean; recognition: { title: string }; ownerName: string; contentHash: string }>('POST', '/validation/open', { token });
/** As the portal does: open the link, then decide on the content it showed. */
const decide = async (token: string, decision: 'approved' | 'declined', client = anonymous, path = '/validation/decide') => {
  const { contentHash } = (await open(token)).body;
  return client.request<{ status: string } & ErrorBody>('POST', path, { token, decision, comment: 'Great work', contentHash });
};

describe('inviting validators', () => {
  it('mails each validator a private link saying who asks and for what, and marks the proof pending', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    const sent = await invite(owner, proof.id, [{ email: 'ava@acme.com', role: 'peer' }]);
    expect(sent.status).toBe(201);
    expect(sent.body.sentToday).toBe(1);
    expect(sent.body.mailFailed).toEqual([]);

    const mail = (await mails()).find((candidate) => candidate.to.includes('ava@acme.com'))!;
    expect(mail.subject).toContain('Checkout rewrite');
    expect(mail.text).toContain(`${runtime.url}/validate/`);
    expect(mail.html).toContain('Review and respond');
    expect((await owner.request<Proof>('GET', `/proofs/${proof.id}`)).body.status).toBe('pending_validation');
  });

  it('refuses an address already invited to this proof', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'dup@acme.com', role: 'peer' }]);
    const again = await invite(owner, proof.id, [{ email: 'DUP@acme.com', role: 'peer' }]);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This validator has already been added.');
  });

  it('lets exactly ten invitations through in a day, even when twenty arrive at once', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => invite(owner, proof.id, [{ email: `v${n}@acme.com`, role: 'peer' }])));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(results.find((result) => result.status === 429)!.body.error.message).toBe('You can only send 10 invitations per day.');
    const listed = await owner.request<{ items: unknown[]; sentToday: number }>('GET', '/validation-requests?limit=100');
    expect(listed.body.items).toHaveLength(10);
    expect(listed.body.sentToday).toBe(10);
  });

  it('tells how far an address vouches at the organisation', async () => {
    const owner = await newOwner();
    const trust = await owner.request('POST', '/validators/verify-domain', { validatorEmail: 'jane@acme.com', orgName: 'Acme Corp', validatorRole: 'peer' });
    expect(trust.body).toEqual({ trustLevel: 1, trustScore: 95, matchType: 'exact' });
    const freeMail = await owner.request('POST', '/validators/verify-domain', { validatorEmail: 'jane@gmail.com', orgName: 'Acme', validatorRole: 'manager' });
    expect(freeMail.body).toMatchObject({ trustLevel: 5, matchType: 'unverified' });
  });
});

describe('the private link', () => {
  it('shows a validator only what they need, and an unknown link the invalid-link message', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'viewer@acme.com', role: 'peer' }]);
    const view = await open(await linkTokenFor('viewer@acme.com'));
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ status: 'pending', requiresLinkedinAuth: false, recognition: { title: 'Checkout rewrite' }, contentHash: proof.contentHash, decision: null });
    expect(JSON.stringify(view.body)).not.toMatch(/tokenHash|ownerUserId|signerSub|reviewedContentHash/);

    const unknown = await anonymous.request<ErrorBody>('POST', '/validation/open', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toContain('This validation link is invalid or has expired.');
  });

  it('verifies the proof at the first approval, with a proof number and a higher score', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'peer@acme.com', role: 'peer' }]);
    const approved = await decide(await linkTokenFor('peer@acme.com'), 'approved');
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ status: 'approved' });

    const after = (await owner.request<Proof>('GET', `/proofs/${proof.id}`)).body;
    expect(after.verified).toBe(true);
    expect(after.proofNumber).toMatch(/^PJ-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(after.proofScore).toBeGreaterThan(proof.proofScore);
    expect(after.sealVariant).toBe('project-member');
    expect(after.approvals).toHaveLength(1);
    expect((await owner.request<{ items: { status: string; validatorEmail: string }[] }>('GET', '/validations')).body.items).toEqual([
      expect.objectContaining({ status: 'approved', validatorEmail: 'peer@acme.com' }),
    ]);
  });

  it('records a decline and changes nothing else', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'no@acme.com', role: 'peer' }]);
    expect((await decide(await linkTokenFor('no@acme.com'), 'declined')).body).toEqual({ status: 'declined' });
    const after = (await owner.request<Proof>('GET', `/proofs/${proof.id}`)).body;
    expect(after).toMatchObject({ verified: false, proofNumber: null, proofScore: proof.proofScore });
  });

  it('takes exactly one decision when ten submissions of one link race', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'racer@acme.com', role: 'peer' }]);
    const token = await linkTokenFor('racer@acme.com');
    const { contentHash } = (await open(token)).body;
    const results = await Promise.all(Array.from({ length: 10 }, () => anonymous.request<ErrorBody>('POST', '/validation/decide', { token, decision: 'approved', contentHash })));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(9);
    expect(results.find((result) => result.status === 409)!.body.error).toMatchObject({ message: 'This validation link has already been used. Each link records one decision.', reason: 'link_used' });
    expect((await owner.request<{ items: unknown[] }>('GET', '/validations')).body.items).toHaveLength(1);
  });

  it('asks a manager to sign in with LinkedIn, and takes their identity from LinkedIn', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'boss@acme.com', role: 'manager' }]);
    const token = await linkTokenFor('boss@acme.com');
    expect((await open(token)).body.requiresLinkedinAuth).toBe(true);
    const refused = await decide(token, 'approved');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ message: 'Please authenticate with LinkedIn to proceed.', reason: 'linkedin_required' });

    const manager = apiClient(runtime.url, (await signInThroughStandIn(runtime.url, { name: 'Bea Boss', email: 'bea.boss@acme.com' })).id_token);
    expect((await manager.request('POST', '/validation/open-signed-in', { token })).status).toBe(200);
    expect((await decide(token, 'approved', manager, '/validation/decide-signed-in')).status).toBe(200);
    const after = (await owner.request<Proof>('GET', `/proofs/${proof.id}`)).body;
    expect(after.sealVariant).toBe('manager');
    expect(after.approvals[0]).toMatchObject({ role: 'manager', displayName: 'Bea Boss' });
    const [validation] = (await owner.request<{ items: Record<string, unknown>[] }>('GET', '/validations')).body.items;
    expect(validation).toMatchObject({ validatorEmail: 'bea.boss@acme.com', domainVerificationMethod: 'linkedin', verificationConfidence: 'high' });
  });

  it('tells the owner live, over /ws, when a decision arrives', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'live@acme.com', role: 'peer' }]);
    const socket = await openLive(runtime.url, owner.token!);
    const messages = socket.messages;
    try {
      await decide(await linkTokenFor('live@acme.com'), 'approved');
      await expect
        .poll(() => messages, { timeout: 5_000 })
        .toContainEqual({ channel: 'validation-updates', changed: ['proofs', 'validation-requests', 'validations'], proofs: [{ id: proof.id, updatedAt: expect.any(String) }] });
    } finally {
      await socket.close();
    }
  });

  it('tells the owner of a decline live, shows it with its comment and who declined, and lets the owner ask that person again', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'nay@acme.com', role: 'manager' }]);
    const token = await linkTokenFor('nay@acme.com');
    const socket = await openLive(runtime.url, owner.token!);
    const messages = socket.messages;
    try {
      const manager = apiClient(runtime.url, (await signInThroughStandIn(runtime.url, { name: 'Nia Nay', email: 'nay@acme.com' })).id_token);
      const { contentHash } = (await manager.request<{ contentHash: string }>('POST', '/validation/open-signed-in', { token })).body;
      const comment = 'The dates are wrong: I joined the project in March.';
      const declined = await manager.request('POST', '/validation/decide-signed-in', { token, decision: 'declined', comment, contentHash });
      expect(declined.body).toEqual({ status: 'declined' });
      // A decline changes the request and adds a validation. (The stream may bring the
      // invitation's change of the proof in the same message: the socket opened just after it.)
      const isDecline = (message: LiveUpdateMessage) => message.channel === 'validation-updates' && message.changed.includes('validation-requests') && message.changed.includes('validations');
      await expect.poll(() => (messages as LiveUpdateMessage[]).some(isDecline), { timeout: 5_000 }).toBe(true);
      // It names this proof only with its change, if that came in the same message.
      const told = (messages as LiveUpdateMessage[]).find(isDecline)!;
      expect(told.proofs).toEqual(told.changed.includes('proofs') ? [{ id: proof.id, updatedAt: expect.any(String) }] : undefined);

      const [decline] = (await owner.request<{ items: Record<string, unknown>[] }>('GET', '/validations')).body.items;
      expect(decline).toMatchObject({
        status: 'declined',
        comment,
        validatorEmail: 'nay@acme.com',
        role: 'manager',
        recognitionId: proof.id,
        recognitionTitle: 'Checkout rewrite',
        signer: { name: 'Nia Nay', email: 'nay@acme.com' },
      });
      // What the integrity rules noticed is for admins; the owner's list never carries it.
      expect(decline).not.toHaveProperty('signals');
      const [request] = (await owner.request<{ items: { inviteeEmail: string; status: string }[] }>('GET', '/validation-requests')).body.items;
      expect(request).toMatchObject({ inviteeEmail: 'nay@acme.com', status: 'declined' });

      // Edit and ask again: the decline freed the address, so the same person can be invited once more.
      expect((await owner.request('PUT', `/proofs/${proof.id}`, { ...proofBody, startDate: '2025-03-01' })).status).toBe(200);
      const again = await invite(owner, proof.id, [{ email: 'nay@acme.com', role: 'manager' }]);
      expect(again.status).toBe(201);
      const listed = (await owner.request<{ items: { inviteeEmail: string; status: string }[] }>('GET', '/validation-requests')).body.items;
      expect(listed.map((item) => item.status)).toEqual(['pending', 'declined']);
    } finally {
      await socket.close();
    }
  });

  it('refuses a /ws connection without a valid token', async () => {
    const outcome = await openSocket(runtime.url, 'forged').then(
      (socket) => (typeof socket === 'number' ? socket : 'open'),
      () => 'refused',
    );
    expect(outcome).not.toBe('open');
  });
});

describe('reminders', () => {
  it('sends the validator one more link, keeps the first one working, and waits a day before another', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    const { body } = await invite(owner, proof.id, [{ email: 'slow@acme.com', role: 'peer' }]);
    const firstToken = await linkTokenFor('slow@acme.com');
    const reminded = await owner.request('POST', `/proofs/${proof.id}/validation-requests/${body.requests[0]!.id}/remind`);
    expect(reminded.status).toBe(200);
    const secondToken = await linkTokenFor('slow@acme.com');
    expect(secondToken).not.toBe(firstToken);
    expect((await mails()).find((mail) => mail.to.includes('slow@acme.com'))!.subject).toMatch(/^Reminder: /);
    expect((await open(firstToken)).status).toBe(200);
    expect((await open(secondToken)).status).toBe(200);

    const again = await owner.request<ErrorBody>('POST', `/proofs/${proof.id}/validation-requests/${body.requests[0]!.id}/remind`);
    expect(again.status).toBe(429);
    const stranger = await newOwner();
    expect((await stranger.request('POST', `/proofs/${proof.id}/validation-requests/${body.requests[0]!.id}/remind`)).status).toBe(404);
  });
});

// Last: moves the runtime's clock past the links' lifetime.
describe('expiry', () => {
  it('shows an expired link as expired, refuses it, and lets the validator ask the owner for a new one', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'late@acme.com', role: 'peer' }]);
    const token = await linkTokenFor('late@acme.com');
    expect((await anonymous.request<ErrorBody>('POST', '/validation/new-link', { token })).body.error.message).toBe('This link is still valid: you can respond now.');
    const { contentHash } = (await open(token)).body;

    await advanceClock(runtime.url, 72 * 3600_000 + 60_000);
    expect((await open(token)).body.status).toBe('expired');
    // A review left open past the expiry: the decision carries what it showed, and is refused.
    const refused = await anonymous.request<ErrorBody>('POST', '/validation/decide', { token, decision: 'approved', contentHash });
    expect(refused.status).toBe(410);
    expect(refused.body.error.message).toContain('Validation links are only valid for 72 hours');

    const asked = await anonymous.request<{ message: string }>('POST', '/validation/new-link', { token });
    expect(asked.body.message).toBe('We have told the owner. They can send you a new link.');
    expect((await mails())[0]).toMatchObject({ to: [`owner${memberCount}@acme.com`], subject: 'late@acme.com asks for a new validation link' });
    const askedAgain = await anonymous.request<{ message: string }>('POST', '/validation/new-link', { token });
    expect(askedAgain.body.message).toBe('The owner was already told. They can send you a new link.');

    const listed = await owner.request<{ items: { status: string }[] }>('GET', '/validation-requests');
    expect(listed.body.items[0]!.status).toBe('expired');
  });
});
