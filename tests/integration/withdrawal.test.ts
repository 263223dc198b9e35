// Withdrawing a co-signature over HTTP: the confirmation mail's private link, the withdrawal with
// its reason, the proof re-evaluated at once (verified, score, seal, public lookup), the owner
// told live, and the event in the proof's hash chain.
import { beforeAll, describe, expect, it } from 'vitest';
import { listValidationEvents, verifyChain } from '../../core/data/validation-events/validation-events';
import type { OwnProof as Proof } from '../../domain/api/proofs';
import type { WithdrawalView } from '../../domain/api/validation';
import { apiClient, type ApiClient } from '../support/api-client';
import { openLive } from '../support/live-socket';
import { signInThroughStandIn } from '../support/linkedin-sign-in';
import { proofContent } from '../support/factories/proof-content';
import { ownerJourneys } from '../support/owner-journeys';
import { invite, type ErrorBody } from '../support/validation-mail';
import { useRuntimeTable } from '../support/table-snapshot';

const journeys = ownerJourneys();
const { newOwner } = journeys;
beforeAll(async () => {
  // Read the runtime's table directly, for its audit trail.
  await useRuntimeTable(journeys.runtime.url);
});

const getProof = async (owner: ApiClient, id: string) => (await owner.request<Proof>('GET', `/proofs/${id}`)).body;
const approve = async (token: string, client = journeys.anonymous) => {
  const signedIn = client !== journeys.anonymous;
  const { contentHash } = (await client.request<{ contentHash: string }>('POST', signedIn ? '/validation/open-signed-in' : '/validation/open', { token })).body;
  const decided = await client.request('POST', signedIn ? '/validation/decide-signed-in' : '/validation/decide', { token, decision: 'approved', contentHash });
  if (decided.status !== 200) throw new Error(`Approval refused: ${decided.status} ${JSON.stringify(decided.body)}`);
};
const withdraw = (token: string, reason: unknown = 'I was not on this project.') => journeys.anonymous.request<WithdrawalView & ErrorBody>('POST', '/validation/withdraw', { token, reason });
const lookup = (proofNumber: string) => journeys.anonymous.request<{ state: string; proof?: { title: string } } & ErrorBody>('GET', `/public/proofs/${proofNumber}`);

/** A published proof co-signed by one peer (anonymously) and, optionally, one manager (signed in). */
async function publishedProof(owner: ApiClient, title: string, withManager = false) {
  const proof = (await owner.request<Proof>('POST', '/proofs', proofContent({ title }))).body;
  const peer = `peer.${journeys.people}@acme.com`;
  const manager = `manager.${journeys.people}@acme.com`;
  await invite(owner, proof.id, [{ email: peer, role: 'peer' }, ...(withManager ? [{ email: manager, role: 'manager' as const }] : [])]);
  await approve(await journeys.mail.linkTokenFor(peer));
  if (withManager) await approve(await journeys.mail.linkTokenFor(manager), apiClient(journeys.runtime.url, (await signInThroughStandIn(journeys.runtime.url, { name: 'Mara Manager', email: manager })).id_token));
  const published = await owner.request<Proof>('POST', `/proofs/${proof.id}/publish`);
  expect(published.status).toBe(200);
  return { proof: published.body, peer, manager };
}

describe('withdrawing a co-signature', () => {
  it('mails every co-signer a private withdrawal link that shows what they signed', async () => {
    const owner = await newOwner();
    const { peer } = await publishedProof(owner, 'Fraud detection rollout');
    const confirmation = await journeys.mail.newestTo(peer, (m) => m.subject.startsWith('You co-signed'));
    expect(confirmation?.subject).toBe(`You co-signed "Fraud detection rollout" for Owner Number${journeys.people} on Provenly`);
    const view = await journeys.anonymous.request<WithdrawalView>('POST', '/validation/withdraw/open', { token: await journeys.mail.withdrawTokenFor(peer) });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ proofTitle: 'Fraud detection rollout', ownerName: `Owner Number${journeys.people}`, role: 'peer', validatorEmail: peer, withdrawnAt: null, withdrawalReason: null, signerName: null });

    const unknown = await journeys.anonymous.request<ErrorBody>('POST', '/validation/withdraw/open', { token: 'B'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('This withdrawal link is invalid.');
  });

  it('re-evaluates the proof at once: no longer verified, score back, the shared link awaiting re-validation', async () => {
    const owner = await newOwner();
    const { proof, peer } = await publishedProof(owner, 'Ledger migration');
    expect(proof).toMatchObject({ verified: true, status: 'published' });
    expect((await lookup(proof.proofNumber!)).body.state).toBe('verified');
    const unverifiedScore = (await owner.request<Proof>('POST', '/proofs', proofContent({ title: 'Ledger migration' }))).body.proofScore;

    const token = await journeys.mail.withdrawTokenFor(peer);
    const withdrawn = await withdraw(token, 'I only reviewed\r\nthe design, not the rollout.');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ withdrawalReason: 'I only reviewed\nthe design, not the rollout.', proofTitle: 'Ledger migration' });
    expect(withdrawn.body.withdrawnAt).toMatch(/^\d{4}-/);

    const after = await getProof(owner, proof.id);
    expect(after).toMatchObject({ verified: false, status: 'pending_validation', proofScore: unverifiedScore, approvals: [] });
    expect(after.proofNumber).toBe(proof.proofNumber);
    expect((await lookup(proof.proofNumber!)).body).toMatchObject({ state: 'awaiting-revalidation', proofNumber: proof.proofNumber });
    const [validation] = (await owner.request<{ items: { withdrawnAt: string | null; withdrawalReason: string | null }[] }>('GET', '/validations')).body.items;
    expect(validation).toMatchObject({ withdrawnAt: withdrawn.body.withdrawnAt, withdrawalReason: 'I only reviewed\nthe design, not the rollout.' });

    // Once only; the link still shows what happened.
    const again = await withdraw(token);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ reason: 'already_withdrawn', message: 'This co-signature has already been withdrawn.' });
    expect((await journeys.anonymous.request<WithdrawalView>('POST', '/validation/withdraw/open', { token })).body.withdrawnAt).toBe(withdrawn.body.withdrawnAt);

    // The validation link itself now shows the withdrawn decision.
    const linkView = await journeys.anonymous.request<{ decision: { withdrawnAt: string | null } }>('POST', '/validation/open', { token: await journeys.mail.linkTokenFor(peer) });
    expect(linkView.body.decision?.withdrawnAt).toBe(withdrawn.body.withdrawnAt);
  });

  it('keeps a proof verified by what remains: the score drops and the seal follows', async () => {
    const owner = await newOwner();
    const { proof, manager } = await publishedProof(owner, 'Search relevance', true);
    expect(proof.sealVariant).toBe('manager');
    expect(await journeys.mail.withdrawTokenFor(manager)).toMatch(/.+/);
    expect((await withdraw(await journeys.mail.withdrawTokenFor(manager))).status).toBe(200);
    const after = await getProof(owner, proof.id);
    expect(after).toMatchObject({ verified: true, status: 'published', sealVariant: 'project-member', approvals: [{ role: 'peer' }] });
    expect(after.proofScore).toBeLessThan(proof.proofScore!);
    expect((await lookup(proof.proofNumber!)).body.state).toBe('verified');
  });

  it('is an event in the proof’s hash chain, with its reason', async () => {
    const owner = await newOwner();
    const { proof, peer } = await publishedProof(owner, 'Audit trail');
    await withdraw(await journeys.mail.withdrawTokenFor(peer), 'Changed my mind.');
    const events = await listValidationEvents(proof.id);
    expect(events.at(-1)).toMatchObject({ eventType: 'withdraw', validatorEmail: peer, metadata: { reason: 'Changed my mind.' } });
    expect(await verifyChain(proof.id)).toMatchObject({ ok: true, length: events.length });
  });

  it('asks for a reason, in text a person typed', async () => {
    const owner = await newOwner();
    const { peer } = await publishedProof(owner, 'Reasons');
    const token = await journeys.mail.withdrawTokenFor(peer);
    const blank = await withdraw(token, '\u200B  ');
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Please tell the owner why you withdraw your co-signature.');
    expect((await withdraw(token, 'reason \u202E hidden')).body.error.message).toBe('Must not contain hidden characters that change the reading direction');
    expect((await withdraw(token, 'x'.repeat(2001))).status).toBe(400);
  });

  it('tells the owner’s open dashboard live', async () => {
    const owner = await newOwner();
    const { peer } = await publishedProof(owner, 'Live withdrawal');
    const token = await journeys.mail.withdrawTokenFor(peer);
    const socket = await openLive(journeys.runtime.url, owner.token!);
    const messages = socket.messages as { channel: string; changed?: string[] }[];
    try {
      await new Promise((done) => setTimeout(done, 300)); // let earlier changes' messages pass
      messages.length = 0;
      expect((await withdraw(token)).status).toBe(200);
      await expect.poll(() => messages.some((message) => message.channel === 'validation-updates'), { timeout: 5_000 }).toBe(true);
    } finally {
      await socket.close();
    }
  });
});
