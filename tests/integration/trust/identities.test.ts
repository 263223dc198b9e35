// Co-signatures that cannot come from the owner, over HTTP as an owner and an intruder would try
// it: the owner is every identity they hold (their addresses, the LinkedIn members they connect,
// and those members' addresses), refused as an invitee, on a link, signed in or not.
import { describe, expect, it } from 'vitest';
import { ownerJourneys } from '../../support/owner-journeys';
import { invite } from '../../support/validation-mail';
import { connectLinkedin } from '../../support/linkedin-connect';
import { trustSteps } from './steps';

const journeys = ownerJourneys();
const { newOwner } = journeys;
const { linkedIn, createProof, getProof, open, decide, approve, validationsOf, requestsOf } = trustSteps(journeys);

describe('no self-validation', () => {
  it('refuses to invite any spelling of the owner’s own address, and writes nothing', async () => {
    const owner = await newOwner('o.wner.self@gmail.com');
    const proof = await createProof(owner);
    for (const self of ['o.wner.self@gmail.com', 'O.Wner.Self@Gmail.com', 'ownerself+validate@googlemail.com']) {
      const refused = await invite(owner, proof.id, [{ email: self, role: 'manager' }]);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ message: 'You cannot validate your own proof. Invite a manager or peer who worked with you.', reason: 'self_validation' });
      expect(refused.body.error.fields).toEqual({ 'validators.0.email': ['You cannot validate your own proof. Invite a manager or peer who worked with you.'] });
    }
    const batch = await invite(owner, proof.id, [{ email: 'colleague@acme.com', role: 'peer' }, { email: 'owner.self+x@gmail.com', role: 'peer' }]);
    expect(batch.status).toBe(400);
    expect(await requestsOf(owner)).toMatchObject({ items: [], sentToday: 0 });
    expect(await journeys.mail.countTo('colleague@acme.com')).toBe(0);
    expect((await getProof(owner, proof.id)).status).toBe('draft');
  });

  it('refuses the owner, signed in, on a link of their own proof: no view, no decision, no binding', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'colleague.two@acme.com', role: 'peer' }]);
    const token = await journeys.mail.linkTokenFor('colleague.two@acme.com');

    const opened = await open(token, owner);
    expect(opened.status).toBe(403);
    expect(opened.body.error).toMatchObject({ message: 'You cannot validate your own proof.', reason: 'self_validation' });
    const { contentHash } = (await open(token)).body;
    const decided = await decide(token, { contentHash }, owner);
    expect(decided.status).toBe(403);
    expect(decided.body.error.reason).toBe('self_validation');
    expect(await validationsOf(owner)).toEqual([]);
    expect((await getProof(owner, proof.id)).verified).toBe(false);

    // The owner's attempt bound nothing: the colleague still decides.
    expect((await decide(token, { contentHash })).status).toBe(200);
  });

  it('refuses another LinkedIn identity that carries one of the owner’s addresses', async () => {
    const owner = await newOwner('twin@acme.com');
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'peer.three@acme.com', role: 'manager' }]);
    const token = await journeys.mail.linkTokenFor('peer.three@acme.com');
    const twin = await linkedIn({ name: 'Owner Twin', email: 'Twin+alt@acme.com' });
    expect((await open(token, twin)).body.error.reason).toBe('self_validation');
  });
});

describe("the owner is every identity they hold: the LinkedIn members they connect, and those members' addresses", () => {
  it('refuses to invite the address of a LinkedIn member the owner connected for posting', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await connectLinkedin(journeys.runtime.url, owner, { name: 'Casey Alt', email: 'casey.alt@acme.com' });
    const refused = await invite(owner, proof.id, [{ email: 'Casey.Alt@acme.com', role: 'manager' }]);
    expect(refused.status).toBe(400);
    expect(refused.body.error.reason).toBe('self_validation');
    expect(await requestsOf(owner)).toMatchObject({ items: [], sentToday: 0 });
  });

  it('refuses that member on a link sent before connecting it: signed in as the member, or by the link alone', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    expect((await invite(owner, proof.id, [{ email: 'casey.before@acme.com', role: 'manager' }])).status).toBe(201);
    const token = await journeys.mail.linkTokenFor('casey.before@acme.com');
    const casey = { name: 'Casey Before', email: 'casey.before@acme.com' };
    await connectLinkedin(journeys.runtime.url, owner, casey);

    const signedIn = await linkedIn(casey);
    expect((await open(token, signedIn)).body.error.reason).toBe('self_validation');
    const { contentHash } = (await open(token)).body;
    expect((await decide(token, { contentHash }, signedIn)).body.error.reason).toBe('self_validation');
    const byLink = await decide(token, { contentHash });
    expect(byLink.status).toBe(403);
    expect(byLink.body.error.reason).toBe('self_validation');
    expect(await validationsOf(owner)).toEqual([]);
    expect((await getProof(owner, proof.id)).verified).toBe(false);
  });

  it('refuses a LinkedIn member the owner connected on a link sent to someone else, who still co-signs', async () => {
    const owner = await newOwner();
    const proof = await createProof(owner);
    await invite(owner, proof.id, [{ email: 'real.peer@acme.com', role: 'peer' }]);
    const token = await journeys.mail.linkTokenFor('real.peer@acme.com');
    const member = { name: 'Morgan Member', email: 'morgan.member@acme.com' };
    await connectLinkedin(journeys.runtime.url, owner, member);
    expect((await open(token, await linkedIn(member))).body.error.reason).toBe('self_validation');
    expect((await approve(token)).status).toBe(200);
  });
});
