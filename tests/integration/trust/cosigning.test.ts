// Co-signatures that cannot be forged, over HTTP as an owner, validators and an intruder would
// try it: verified needs an established identity; one person counts once; a signed-in decision is
// bound to the identity that first opened the link and records who signed; the decision is bound
// to the content that was shown; used and expired links reveal nothing new; parallel invitations
// give one link. The owner's own identities: identities.test.ts.
import { describe, expect, it } from 'vitest';
import type { OwnProof as Proof } from '../../../domain/api/proofs';
import { proofContent } from '../../support/factories/proof-content';
import { ownerJourneys } from '../../support/owner-journeys';
import { invite } from '../../support/validation-mail';
import { advanceClock } from '../../support/clock';
import { trustSteps } from './steps';

const journeys = ownerJourneys();
const { newOwner } = journeys;
const { linkedIn, createProof, getProof, open, decide, approve, validationsOf, requestsOf } = trustSteps(journeys);

describe('verified means somebody whose identity was established co-signed', () => {
  it('records and scores a link-only approval from outside the company domain, but does not verify on it; a LinkedIn co-signer does', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'old.pal@gmail.com', role: 'peer' }]);
    expect((await approve(await journeys.mail.linkTokenFor('old.pal@gmail.com'))).status).toBe(200);
    const linkOnly = await getProof(owner, proof.id);
    expect(linkOnly).toMatchObject({ verified: false, status: 'pending_validation', proofNumber: null });
    expect(linkOnly.approvals).toHaveLength(1);
    expect(linkOnly.proofScore).toBeGreaterThan(proof.proofScore ?? 0);
    expect((await journeys.anonymous.request('GET', `/public/proofs/${linkOnly.proofNumber ?? 'PJ-NONE00'}`)).status).toBe(404);

    await invite(owner, proof.id, [{ email: 'sam.other@othercorp.com', role: 'peer' }]);
    const signedIn = await linkedIn({ name: 'Sam Other', email: 'sam.other@othercorp.com' });
    expect((await approve(await journeys.mail.linkTokenFor('sam.other@othercorp.com'), signedIn)).status).toBe(200);
    const verified = await getProof(owner, proof.id);
    expect(verified).toMatchObject({ verified: true, status: 'pending', proofNumber: expect.stringMatching(/^PJ-/) });
    expect(verified.approvals).toHaveLength(2);
  });

  it('stops being verified when the only approval that established its signer is withdrawn', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'pal.two@gmail.com', role: 'peer' }, { email: 'lee.lead@acme.com', role: 'peer' }]);
    expect((await approve(await journeys.mail.linkTokenFor('pal.two@gmail.com'))).status).toBe(200);
    expect((await approve(await journeys.mail.linkTokenFor('lee.lead@acme.com'))).status).toBe(200);
    expect((await getProof(owner, proof.id)).verified).toBe(true);

    const withdrawn = await journeys.anonymous.request('POST', '/validation/withdraw', { token: await journeys.mail.withdrawTokenFor('lee.lead@acme.com'), reason: 'Not my project.' });
    expect(withdrawn.status).toBe(200);
    expect(await getProof(owner, proof.id)).toMatchObject({ verified: false, status: 'pending_validation' });
  });
});

describe('a signed-in decision is bound and visible', () => {
  it('binds the link to the first identity that opens it, records who signed, and earns trust only from what they proved', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'boss@acme.com', role: 'manager' }]);
    const token = await journeys.mail.linkTokenFor('boss@acme.com');

    const eve = await linkedIn({ name: 'Eve Intruder', email: 'eve@evil.com' });
    expect((await open(token, eve)).status).toBe(200);
    const boss = await linkedIn({ name: 'Bea Boss', email: 'boss@acme.com' });
    const refused = await open(token, boss);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ reason: 'signed_by_another', message: 'This validation link is linked to another LinkedIn account. Sign in with the account that first opened it.' });
    expect((await decide(token, { contentHash: proof.contentHash }, boss)).body.error.reason).toBe('signed_by_another');

    expect((await approve(token, eve)).status).toBe(200);
    const [validation] = await validationsOf(owner);
    expect(validation).toMatchObject({
      validatorEmail: 'eve@evil.com',
      role: 'manager',
      trustScore: 60,
      domainVerificationMethod: 'unknown',
      signer: { name: 'Eve Intruder', email: 'eve@evil.com', emailVerified: true },
    });
    expect(validation!.signer!.linkedinSub).toMatch(/.+/);

    // The invited address hears that its link was used, by whom, with a way to withdraw.
    const notice = await journeys.mail.newestTo('boss@acme.com', (m) => m.subject.startsWith('Your validation link'));
    expect(notice?.subject).toBe(`Your validation link for "${proof.title}" was used by Eve Intruder (eve@evil.com)`);
    expect(notice?.text).toMatch(/\/withdraw\/[A-Za-z0-9_-]{43}/);
    // The co-signer gets a confirmation with their own withdrawal link.
    expect(await journeys.mail.withdrawTokenFor('eve@evil.com')).not.toBe(await journeys.mail.withdrawTokenFor('boss@acme.com'));
  });

  it('an anonymous decision is refused on a link bound to a LinkedIn identity', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'peer.bound@acme.com', role: 'peer' }]);
    const token = await journeys.mail.linkTokenFor('peer.bound@acme.com');
    await open(token, await linkedIn({ name: 'Pat Peer', email: 'peer.bound@acme.com' }));
    const refused = await decide(token, { contentHash: proof.contentHash });
    expect(refused.status).toBe(403);
    expect(refused.body.error.reason).toBe('signed_by_another');
  });

  it('the invited person signing in as themselves earns the company-domain trust, verified by LinkedIn, and no notice', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'lead@acme.com', role: 'manager' }]);
    const token = await journeys.mail.linkTokenFor('lead@acme.com');
    expect((await approve(token, await linkedIn({ name: 'Lee Lead', email: 'lead@acme.com' }))).status).toBe(200);
    expect((await validationsOf(owner))[0]).toMatchObject({ trustScore: 100, domainVerificationMethod: 'linkedin', verificationConfidence: 'high' });
    expect(await journeys.mail.newestTo('lead@acme.com', (m) => m.subject.startsWith('Your validation link'))).toBeUndefined();
  });
});

describe('one person counts once per proof', () => {
  it('the same LinkedIn identity cannot co-sign one proof through two links', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'first.link@acme.com', role: 'peer' }, { email: 'second.link@acme.com', role: 'peer' }]);
    const carl = await linkedIn({ name: 'Carl Twice', email: 'carl@acme.com' });
    expect((await approve(await journeys.mail.linkTokenFor('first.link@acme.com'), carl)).status).toBe(200);
    const scoreAfterOne = (await getProof(owner, proof.id)).proofScore;

    const again = await approve(await journeys.mail.linkTokenFor('second.link@acme.com'), carl);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ reason: 'already_cosigned', message: 'You have already co-signed this proof. Each person counts once.' });
    expect(await validationsOf(owner)).toHaveLength(1);
    expect((await getProof(owner, proof.id)).proofScore).toBe(scoreAfterOne);
  });

  it('the same mailbox cannot co-sign twice, by link or signed in', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'jo.doe@gmail.com', role: 'peer' }]);
    expect((await approve(await journeys.mail.linkTokenFor('jo.doe@gmail.com'))).status).toBe(200);

    const reinvite = await invite(owner, proof.id, [{ email: 'JoDoe+again@googlemail.com', role: 'peer' }]);
    expect(reinvite.status).toBe(409);
    expect(reinvite.body.error).toMatchObject({ reason: 'already_cosigned', message: 'This validator has already co-signed this proof.' });

    await invite(owner, proof.id, [{ email: 'someone.else@acme.com', role: 'peer' }]);
    const sameMailbox = await linkedIn({ name: 'Jo Doe', email: 'jodoe@gmail.com' });
    const refused = await approve(await journeys.mail.linkTokenFor('someone.else@acme.com'), sameMailbox);
    expect(refused.status).toBe(409);
    expect(refused.body.error.reason).toBe('already_cosigned');
    expect(await validationsOf(owner)).toHaveLength(1);
  });
});

describe('a decision is bound to the content that was shown', () => {
  it('refuses an approval of content the owner changed after the validator opened it, writes nothing, and takes it after a review', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner, { title: 'Modest claim' });
    await invite(owner, proof.id, [{ email: 'reviewer@acme.com', role: 'peer' }]);
    const token = await journeys.mail.linkTokenFor('reviewer@acme.com');
    const seen = (await open(token)).body;
    expect(seen.recognition?.title).toBe('Modest claim');

    const edited = await owner.request<Proof>('PUT', `/proofs/${proof.id}`, proofContent({ title: 'Grand claim' }));
    expect(edited.status).toBe(200);
    const stale = await decide(token, { contentHash: seen.contentHash });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ reason: 'content_changed', message: 'This proof was changed while you were reviewing it. Please review the new version before you decide.' });
    // A decision must say what it was shown.
    expect((await decide(token, {})).status).toBe(400);
    expect(await validationsOf(owner)).toEqual([]);
    expect((await getProof(owner, proof.id)).verified).toBe(false);
    expect((await requestsOf(owner)).items[0]?.status).toBe('pending');

    const reviewed = (await open(token)).body;
    expect(reviewed.recognition?.title).toBe('Grand claim');
    expect(reviewed.contentHash).toBe(edited.body.contentHash);
    expect((await decide(token, { contentHash: reviewed.contentHash })).status).toBe(200);
    expect((await getProof(owner, proof.id)).verified).toBe(true);
  });

  it('refuses a decision on content nobody was shown', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'blind@acme.com', role: 'peer' }]);
    const blind = await decide(await journeys.mail.linkTokenFor('blind@acme.com'), {});
    expect(blind.status).toBe(400);
    expect(blind.body.error.message).toBe('Please open the proof and review it before you decide.');
    const forged = await decide(await journeys.mail.linkTokenFor('blind@acme.com'), { contentHash: 'f'.repeat(64) });
    expect(forged.body.error.reason).toBe('content_changed');
    expect((await decide(await journeys.mail.linkTokenFor('blind@acme.com'), { contentHash: 'not a hash' })).status).toBe(400);
  });

  it('binds a decline too', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'decliner@acme.com', role: 'peer' }]);
    const token = await journeys.mail.linkTokenFor('decliner@acme.com');
    const { contentHash } = (await open(token)).body;
    await owner.request('PUT', `/proofs/${proof.id}`, proofContent({ description: 'A different story altogether.' }));
    expect((await decide(token, { decision: 'declined', contentHash })).body.error.reason).toBe('content_changed');
  });
});

describe('closed links reveal nothing new', () => {
  it('a used link shows the decision as it was, never the proof’s current content', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner, { title: 'What was approved' });
    await invite(owner, proof.id, [{ email: 'used@acme.com', role: 'peer' }]);
    const token = await journeys.mail.linkTokenFor('used@acme.com');
    await approve(token);
    await owner.request('PUT', `/proofs/${proof.id}`, proofContent({ title: 'Secret new title', description: 'Private details added later.' }));

    const view = await open(token);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ status: 'approved', recognition: null, contentHash: null, decision: { status: 'approved', proofTitle: 'What was approved', withdrawnAt: null } });
    expect(JSON.stringify(view.body)).not.toMatch(/Secret new title|Private details/);
  });
});

describe('race-free invitations', () => {
  it('five parallel invitations of one address to one proof give one request and one mail', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    const spellings = ['racer@acme.com', 'Racer@acme.com', 'racer+1@acme.com', 'RACER+two@Acme.com', 'racer@acme.com'];
    const results = await Promise.all(spellings.map((email) => invite(owner, proof.id, [{ email, role: 'peer' }])));
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of results.filter((result) => result.status === 409)) expect(refused.body.error.message).toBe('This validator has already been added.');
    const listed = await requestsOf(owner);
    expect(listed.items).toHaveLength(1);
    expect(listed.sentToday).toBe(1);
    const sentTo = results.find((result) => result.status === 201)!.body.requests[0]!.inviteeEmail;
    expect(await journeys.mail.countTo(sentTo)).toBe(1);
    const others = [...new Set(spellings.map((email) => email.toLowerCase()))].filter((email) => email !== sentTo);
    expect(await Promise.all(others.map((email) => journeys.mail.countTo(email)))).toEqual(others.map(() => 0));
  });

  it('refuses two spellings of one mailbox in one batch', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    const batch = await invite(owner, proof.id, [{ email: 'a.b@gmail.com', role: 'peer' }, { email: 'ab+x@googlemail.com', role: 'manager' }]);
    expect(batch.status).toBe(400);
    expect(batch.body.error.fields).toEqual({ 'validators.1.email': ['This validator has already been added.'] });
  });
});

// Last: moves the runtime's clock past the links' lifetime.
describe('an expired link', () => {
  it('shows the expired view and nothing of the proof', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner, { title: 'Expiring title' });
    await invite(owner, proof.id, [{ email: 'late.viewer@acme.com', role: 'peer' }]);
    const token = await journeys.mail.linkTokenFor('late.viewer@acme.com');
    await advanceClock(journeys.runtime.url, 72 * 3600_000 + 60_000);
    const view = await open(token);
    expect(view.body).toMatchObject({ status: 'expired', recognition: null, contentHash: null, decision: null });
    expect(JSON.stringify(view.body)).not.toContain('Expiring title');
  });
});
