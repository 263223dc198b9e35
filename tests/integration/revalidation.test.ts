// Journeys that used to betray trust, over HTTP: a verified, published proof whose attested
// content is edited (its shared link says it awaits re-validation, and one action asks the same
// co-signers again); a reminder (it adds a link to the same request and the original keeps
// working: all of a request's links share one binding and one decision); and an expired request
// (it stays listed as expired, Remind sends a new link, and the older links stay dead).
import { describe, expect, it } from 'vitest';
import type { OwnProof as Proof } from '../../domain/api/proofs';
import type { InvitationResult, OwnerValidationRequest as OwnerRequest, PortalRequest } from '../../domain/api/validation';
import { apiClient, type ApiClient } from '../support/api-client';
import { signInThroughStandIn } from '../support/linkedin-sign-in';
import { proofContent } from '../support/factories/proof-content';
import { ownerJourneys } from '../support/owner-journeys';
import { invite, type ErrorBody } from '../support/validation-mail';
import { advanceClock } from '../support/clock';

const journeys = ownerJourneys();
const { newOwner } = journeys;

const approve = async (token: string, client = journeys.anonymous) => {
  const signedIn = client !== journeys.anonymous;
  const { contentHash } = (await client.request<{ contentHash: string }>('POST', signedIn ? '/validation/open-signed-in' : '/validation/open', { token })).body;
  return client.request<ErrorBody>('POST', signedIn ? '/validation/decide-signed-in' : '/validation/decide', { token, decision: 'approved', contentHash });
};
const askAgain = (owner: ApiClient, id: string) => owner.request<InvitationResult & ErrorBody>('POST', `/proofs/${id}/revalidation-requests`);
const lookup = (proofNumber: string) => journeys.anonymous.request<Record<string, unknown> & ErrorBody>('GET', `/public/proofs/${proofNumber}`);
const requestsOf = async (owner: ApiClient) => (await owner.request<{ items: OwnerRequest[]; sentToday: number }>('GET', '/validation-requests?limit=100')).body;
const signedIn = async (name: string, email: string) => apiClient(journeys.runtime.url, (await signInThroughStandIn(journeys.runtime.url, { name, email })).id_token);
const open = (token: string, client = journeys.anonymous) =>
  client.request<PortalRequest & ErrorBody>('POST', client === journeys.anonymous ? '/validation/open' : '/validation/open-signed-in', { token });
const decide = (token: string, contentHash: string | null, client = journeys.anonymous) =>
  client.request<{ status: string } & ErrorBody>('POST', client === journeys.anonymous ? '/validation/decide' : '/validation/decide-signed-in', {
    token,
    decision: 'approved',
    contentHash,
  });
const remind = (owner: ApiClient, proofId: string, requestId: string) =>
  owner.request<OwnerRequest & ErrorBody>('POST', `/proofs/${proofId}/validation-requests/${requestId}/remind`);

/** An owner's proof with one peer invited and reminded once: the invitation's and the reminder's tokens. */
async function invitedAndReminded(local: string) {
  const owner = await newOwner();
  const proof = (await owner.request<Proof>('POST', '/proofs', proofContent())).body;
  const validator = `${local}.${journeys.people}@acme.com`;
  const requestId = (await invite(owner, proof.id, [{ email: validator, role: 'peer' }])).body.requests[0]!.id;
  const original = await journeys.mail.linkTokenFor(validator);
  const reminded = await remind(owner, proof.id, requestId);
  expect(reminded.status).toBe(200);
  const reminder = await journeys.mail.linkTokenFor(validator);
  expect(reminder).not.toBe(original);
  return { owner, proof, validator, requestId, original, reminder, expiresAt: reminded.body.expiresAt };
}

describe('a verified, published proof whose attested content is edited', () => {
  it('says on its shared link that it awaits re-validation, and one action asks the same co-signers again', async () => {
    const owner = await newOwner();
    const proof = (await owner.request<Proof>('POST', '/proofs', proofContent({ title: 'Original title' }))).body;
    const [peer, manager] = [`peer.${journeys.people}@acme.com`, `manager.${journeys.people}@acme.com`];
    await invite(owner, proof.id, [{ email: peer, role: 'peer' }, { email: manager, role: 'manager' }]);
    const managerClient = apiClient(journeys.runtime.url, (await signInThroughStandIn(journeys.runtime.url, { name: 'Max Manager', email: manager })).id_token);
    expect((await approve(await journeys.mail.linkTokenFor(peer))).status).toBe(200);
    expect((await approve(await journeys.mail.linkTokenFor(manager), managerClient)).status).toBe(200);
    const published = (await owner.request<Proof>('POST', `/proofs/${proof.id}/publish`)).body;
    expect((await lookup(published.proofNumber!)).body.state).toBe('verified');

    const edited = (await owner.request<Proof>('PUT', `/proofs/${proof.id}`, proofContent({ title: 'Rewritten title' }))).body;
    expect(edited).toMatchObject({ verified: false, status: 'pending_validation' });
    const awaiting = await lookup(published.proofNumber!);
    expect(awaiting.status).toBe(200);
    expect(awaiting.body).toEqual({
      state: 'awaiting-revalidation',
      proofNumber: published.proofNumber,
      owner: expect.objectContaining({ displayName: `Owner Number${journeys.people}` }),
      since: expect.stringMatching(/^\d{4}-/),
    });
    expect(JSON.stringify(awaiting.body)).not.toMatch(/Rewritten title|Original title/);

    const asked = await askAgain(owner, proof.id);
    expect(asked.status).toBe(201);
    expect(asked.body.requests.map(({ inviteeEmail, role, status }) => ({ inviteeEmail, role, status })).sort((a, b) => a.role.localeCompare(b.role))).toEqual([
      { inviteeEmail: manager, role: 'manager', status: 'pending' },
      { inviteeEmail: peer, role: 'peer', status: 'pending' },
    ]);
    expect(asked.body.sentToday).toBe(4);
    // Asking again while their links are live asks nobody new.
    expect((await askAgain(owner, proof.id)).body.error.message).toBe('There is nobody to ask again: no one approved an earlier version of this proof.');

    const newLink = await journeys.mail.linkTokenFor(peer);
    expect((await journeys.anonymous.request<{ recognition: { title: string } }>('POST', '/validation/open', { token: newLink })).body.recognition.title).toBe('Rewritten title');
    expect((await approve(newLink)).status).toBe(200);
    const again = await lookup(published.proofNumber!);
    expect(again.body).toMatchObject({ state: 'verified', proof: { title: 'Rewritten title', proofNumber: published.proofNumber } });
    expect((await owner.request<Proof>('GET', `/proofs/${proof.id}`)).body).toMatchObject({ verified: true, status: 'published' });
  });

  it('treats skills and links as attested: adding any takes the verification and the score away until the co-signers approve them, who are shown them', async () => {
    const owner = await newOwner();
    const content = proofContent({ title: 'Skills are claims too', skills: ['TypeScript'] });
    const proof = (await owner.request<Proof>('POST', '/proofs', content)).body;
    const peer = `skills.peer.${journeys.people}@acme.com`;
    await invite(owner, proof.id, [{ email: peer, role: 'peer' }]);
    expect((await approve(await journeys.mail.linkTokenFor(peer))).status).toBe(200);
    const published = (await owner.request<Proof>('POST', `/proofs/${proof.id}/publish`)).body;
    expect(published.verified).toBe(true);

    const inflated = { ...content, skills: ['TypeScript', 'Nobel laureate', 'CEO of Google'], links: [{ title: 'Press', url: 'https://example.com/press' }] };
    const edited = (await owner.request<Proof>('PUT', `/proofs/${proof.id}`, inflated)).body;
    expect(edited).toMatchObject({ verified: false, status: 'pending_validation' });
    expect(edited.proofScore).toBeLessThanOrEqual(published.proofScore!);
    expect((await lookup(published.proofNumber!)).body.state).toBe('awaiting-revalidation');
    expect(JSON.stringify((await lookup(published.proofNumber!)).body)).not.toMatch(/Nobel|CEO of Google/);

    expect((await askAgain(owner, proof.id)).status).toBe(201);
    const newLink = await journeys.mail.linkTokenFor(peer);
    const shown = (await journeys.anonymous.request<{ recognition: { skills: string[]; links: { url: string }[] } }>('POST', '/validation/open', { token: newLink })).body.recognition;
    expect(shown.skills).toEqual(['TypeScript', 'Nobel laureate', 'CEO of Google']);
    expect(shown.links.map((link) => link.url)).toEqual(['https://example.com/press']);
  });

  it('asks nobody when no one approved an earlier version, and nobody for a stranger', async () => {
    const owner = await newOwner();
    const proof = (await owner.request<Proof>('POST', '/proofs', proofContent())).body;
    const none = await askAgain(owner, proof.id);
    expect(none.status).toBe(400);
    const stranger = await newOwner();
    expect((await askAgain(stranger, proof.id)).status).toBe(404);
    expect((await journeys.anonymous.request('POST', `/proofs/${proof.id}/revalidation-requests`)).status).toBe(401);
  });

  it('respects the daily limit: all or nothing', async () => {
    const owner = await newOwner();
    const proof = (await owner.request<Proof>('POST', '/proofs', proofContent())).body;
    const peer = `limit.peer.${journeys.people}@acme.com`;
    await invite(owner, proof.id, [{ email: peer, role: 'peer' }]);
    await approve(await journeys.mail.linkTokenFor(peer));
    await invite(owner, proof.id, Array.from({ length: 9 }, (_, n) => ({ email: `filler${n}.${journeys.people}@acme.com`, role: 'peer' as const })));
    await owner.request('PUT', `/proofs/${proof.id}`, proofContent({ title: 'Changed' }));
    const refused = await askAgain(owner, proof.id);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('You can only send 10 invitations per day.');
    expect((await requestsOf(owner)).items).toHaveLength(10);
  });
});

describe('a reminder', () => {
  it('leaves the original link working: the validator decides with it, and then every link shows the decision', async () => {
    const { owner, proof, validator, original, reminder } = await invitedAndReminded('slow');

    const opened = await open(original);
    expect(opened.status).toBe(200);
    expect(opened.body.status).toBe('pending');
    expect((await decide(original, opened.body.contentHash)).status).toBe(200);
    expect((await owner.request<Proof>('GET', `/proofs/${proof.id}`)).body.verified).toBe(true);

    for (const token of [original, reminder]) {
      const closed = await open(token);
      expect(closed.status).toBe(200);
      expect(closed.body).toMatchObject({ status: 'approved', recognition: null, decision: { status: 'approved' } });
      const again = await decide(token, opened.body.contentHash);
      expect(again.status).toBe(409);
      expect(again.body.error.reason).toBe('link_used');
    }
    expect((await owner.request<{ items: unknown[] }>('GET', '/validations')).body.items).toHaveLength(1);
    expect(await journeys.mail.countTo(validator)).toBe(3); // invitation, reminder, co-signature confirmation
  });

  it('says it is a reminder of the same request, and that the earlier link still works until the expiry', async () => {
    const { validator } = await invitedAndReminded('told');
    const reminderMail = (await journeys.mail.newestTo(validator))!;
    expect(reminderMail.subject).toMatch(/^Reminder: /);
    expect(reminderMail.text).toContain('This is a reminder of the same request.');
    expect(reminderMail.text).toMatch(/The link in the earlier e-mail still works until \w+ \d+, \d{4}/);
    expect(reminderMail.html).toContain('This is a reminder of the same request.');
  });

  it('gives one decision when two links of one request are decided at once', async () => {
    const { owner, original, reminder } = await invitedAndReminded('race');
    const { contentHash } = (await open(original)).body;
    await open(reminder);
    const results = await Promise.all([original, reminder, original, reminder].map((token) => decide(token, contentHash)));
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await owner.request<{ items: unknown[] }>('GET', '/validations')).body.items).toHaveLength(1);
  });

  it('keeps one binding across the links: whoever opened one first holds them all', async () => {
    const { original, reminder, validator } = await invitedAndReminded('bound');
    const first = await signedIn('Vera Validator', validator);
    const other = await signedIn('Ivan Intruder', `intruder.${journeys.people}@elsewhere.com`);
    const { contentHash } = (await open(original, first)).body;

    const refused = await open(reminder, other);
    expect(refused.status).toBe(403);
    expect(refused.body.error.reason).toBe('signed_by_another');
    expect((await decide(reminder, contentHash)).body.error.reason).toBe('signed_by_another');
    expect((await decide(reminder, contentHash, first)).status).toBe(200);
  });

  it('does not release a binding made before it', async () => {
    const owner = await newOwner();
    const proof = (await owner.request<Proof>('POST', '/proofs', proofContent())).body;
    const validator = `early.${journeys.people}@acme.com`;
    const requestId = (await invite(owner, proof.id, [{ email: validator, role: 'peer' }])).body.requests[0]!.id;
    const first = await signedIn('Erin Early', validator);
    const { contentHash } = (await open(await journeys.mail.linkTokenFor(validator), first)).body;

    expect((await remind(owner, proof.id, requestId)).status).toBe(200);
    const reminder = await journeys.mail.linkTokenFor(validator);
    const other = await signedIn('Oscar Other', `other.${journeys.people}@elsewhere.com`);
    expect((await open(reminder, other)).body.error.reason).toBe('signed_by_another');
    expect((await decide(reminder, contentHash)).body.error.reason).toBe('signed_by_another');
    expect((await decide(reminder, contentHash, first)).status).toBe(200);
  });

  it('does not reopen a withdrawn approval through another link', async () => {
    const { validator, original, reminder } = await invitedAndReminded('withdrawn');
    const { contentHash } = (await open(reminder)).body;
    expect((await decide(reminder, contentHash)).status).toBe(200);
    const withdrawn = await journeys.anonymous.request('POST', '/validation/withdraw', { token: await journeys.mail.withdrawTokenFor(validator), reason: 'Not my project.' });
    expect(withdrawn.status).toBe(200);

    const closed = await open(original);
    expect(closed.body).toMatchObject({ status: 'approved', recognition: null, contentHash: null });
    expect(closed.body.decision?.withdrawnAt).toEqual(expect.any(String));
    expect((await decide(original, contentHash)).body.error.reason).toBe('link_used');
  });
});

// Last: moves the runtime's clock past the links' lifetime.
describe('an expired request', () => {
  it('stays in the owner’s list as expired, and Remind sends a new link valid 72 hours', async () => {
    const owner = await newOwner();
    const proof = (await owner.request<Proof>('POST', '/proofs', proofContent())).body;
    const late = `late.${journeys.people}@acme.com`;
    const { body } = await invite(owner, proof.id, [{ email: late, role: 'peer' }]);
    const requestId = body.requests[0]!.id;
    const oldToken = await journeys.mail.linkTokenFor(late);

    await advanceClock(journeys.runtime.url, 72 * 3600_000 + 60_000);
    const listed = await requestsOf(owner);
    expect(listed.items.find((request) => request.id === requestId)?.status).toBe('expired');
    expect(listed.sentToday).toBe(0);

    const renewed = await owner.request<OwnerRequest>('POST', `/proofs/${proof.id}/validation-requests/${requestId}/remind`);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ id: requestId, status: 'pending' });
    const { now } = (await (await fetch(`${journeys.runtime.url}/__local/status`)).json()) as { now: string };
    expect(Date.parse(renewed.body.expiresAt) - Date.parse(now)).toBeGreaterThan(71 * 3600_000);
    expect((await requestsOf(owner)).sentToday).toBe(1);

    const newToken = await journeys.mail.linkTokenFor(late);
    expect(newToken).not.toBe(oldToken);
    expect((await journeys.anonymous.request('POST', '/validation/open', { token: oldToken })).status).toBe(404);
    expect((await approve(newToken)).status).toBe(200);
    expect((await owner.request<Proof>('GET', `/proofs/${proof.id}`)).body.verified).toBe(true);
  });

  it('stops every link at the expiry, and a new link for it leaves the older ones dead', async () => {
    const { owner, proof, validator, requestId, original, reminder } = await invitedAndReminded('late');
    const { contentHash } = (await open(original)).body;

    await advanceClock(journeys.runtime.url, 72 * 3600_000 + 60_000);
    for (const token of [original, reminder]) {
      expect((await open(token)).body).toMatchObject({ status: 'expired', recognition: null });
      expect((await decide(token, contentHash)).status).toBe(410);
    }

    expect((await remind(owner, proof.id, requestId)).body.status).toBe('pending');
    const renewed = await journeys.mail.linkTokenFor(validator);
    for (const token of [original, reminder]) {
      const dead = await open(token);
      expect(dead.status).toBe(404);
      expect(dead.body.error.message).toBe('This validation link is invalid or has expired. Validation links are only valid for 72 hours for security purposes.');
      expect((await decide(token, contentHash)).status).toBe(404);
    }
    const fresh = await open(renewed);
    expect(fresh.body.status).toBe('pending');
    expect((await decide(renewed, fresh.body.contentHash)).status).toBe(200);
  });
});
