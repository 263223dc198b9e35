// The co-signers' own page (docs/data-rights.md): anyone Provenly mailed asks for a private link to
// their address; the answer is the same whether or not anything is held; the link shows the
// co-signatures and answers the address gave and removes them (withdrawn, the proof re-evaluated),
// with the validator profile; it works an hour and a removal uses it up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicProofLookupAnswer } from '../../domain/api/public';
import type { ValidationsPage } from '../../domain/api/validation';
import { ERASED_ADDRESS } from '../../domain/constants';
import type { YourDataAnswer, YourDataRemoval } from '../../domain/api/your-data';
import { yourData } from '../../domain/messages/your-data';
import { advanceClock } from '../support/clock';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';
import { runtimeTableOf, scanTable, useRuntimeTable } from '../support/table-snapshot';
import { invite, validationMail, type ErrorBody } from '../support/validation-mail';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { portal } from '../../domain/messages/portal';
import { migrationKeys } from '../../core/data/migrations/keys';
import { sealedCosignerDataMigration } from '../../core/data/migrations/sealed-cosigner-data';
import { db, tableName } from '../../core/data/plumbing/client';
import { credentialIssuing, type Json } from './credentials/issued-credentials';
import type { VerificationReport } from '../../domain/api/credentials';
import { credentials as credentialMessages } from '../../domain/messages/credentials';

let runtime: InProcessRuntime;
let issuing: ReturnType<typeof credentialIssuing>;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false, schedule: false });
  await useRuntimeTable(runtime.url);
  issuing = credentialIssuing(runtime.url);
}, 120_000);
afterAll(async () => {
  await runtime?.dispose();
});

const askLink = (email: string) => issuing.anonymous.request<{ sent: boolean } & ErrorBody>('POST', '/public/your-data/link', { email });
async function linkMailedTo(email: string): Promise<string> {
  const mails = await validationMail(runtime.url).mails();
  const token = mails.filter((mail) => mail.to.includes(email)).map((mail) => /\/your-data\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1]).find(Boolean);
  if (!token) throw new Error(`No your-data link mailed to ${email}`);
  return token;
}

describe('the co-signers\u2019 own page', () => {
  it('answers the same whether or not anything is held, and mails a link only where something is', async () => {
    const issued = await issuing.publishedWithCredential();
    const peer = `peer${issuing.people()}@acme.com`;
    const held = await askLink(peer.toUpperCase());
    const nothing = await askLink('never.seen@example.com');
    expect([held.status, nothing.status]).toEqual([202, 202]);
    expect(held.body).toEqual(nothing.body);
    expect(await validationMail(runtime.url).countTo('never.seen@example.com')).toBe(0);
    const mail = (await validationMail(runtime.url).mails()).find((entry) => entry.to.includes(peer) && entry.subject === yourData.linkMailSubject);
    expect(mail?.text).toContain('It works for an hour.');
    expect(issued.proof.proofNumber).toBeTruthy();
    // Past the hour's three links, still the same answer for both: the limit tells nothing either.
    for (let n = 0; n < 3; n++) expect([(await askLink(peer)).status, (await askLink('never.seen@example.com')).status]).toEqual([202, 202]);
    const links = (await validationMail(runtime.url).mails()).filter((entry) => entry.to.includes(peer) && entry.subject === yourData.linkMailSubject);
    expect(links).toHaveLength(3);
  });

  it('shows what the address gave, and removes it: the co-signature withdrawn, the proof re-evaluated, the link used up', async () => {
    const issued = await issuing.publishedWithCredential();
    const peer = `peer${issuing.people()}@acme.com`;
    expect((await askLink(peer)).status).toBe(202);
    const token = await linkMailedTo(peer);
    const shown = await issuing.anonymous.request<YourDataAnswer>('POST', '/public/your-data', { token });
    expect(shown.status).toBe(200);
    expect(shown.body.address).toBe(peer);
    expect(shown.body.cosignatures).toEqual([expect.objectContaining({ proofTitle: issued.proof.title, role: 'peer', status: 'approved', comment: 'I led this team.', withdrawnAt: null })]);
    // The mails sent to the address are held too (the invitation, the confirmation, this link).
    expect(shown.body.mails.map((mail) => mail.subject)).toEqual(expect.arrayContaining([expect.stringContaining(issued.proof.title)]));
    expect(shown.body.reports).toEqual([]);

    const removed = await issuing.anonymous.request<YourDataRemoval>('POST', '/public/your-data/remove', { token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ withdrawn: 1 });
    // The manager's co-signature stands: the proof stays verified on it, the credential follows.
    const page = await issuing.anonymous.request<PublicProofLookupAnswer>('GET', `/public/proofs/${issued.proof.proofNumber}`);
    expect(page.body.state).toBe('verified');
    const again = await issuing.anonymous.request<ErrorBody>('POST', '/public/your-data/remove', { token });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(yourData.invalidLink);
    // Forgotten for real: what stays for the owner's proof (the withdrawn co-signature, its
    // invitation and trail, the mails) holds the address only sealed, under a key that is gone.
    const items = await scanTable(await runtimeTableOf(runtime.url));
    expect(items.filter((item) => JSON.stringify(item).toLowerCase().includes(peer)).map((item) => item.type)).toEqual([]);
    // The admin feed's entries about the proof (its decisions, this withdrawal) hold its title sealed under its owner's key.
    const feed = items.filter((item) => item.type === 'AdminFeedEntry' && item.recognitionId === issued.proof.id);
    expect(feed.length).toBeGreaterThan(1);
    expect(feed.filter((item) => JSON.stringify(item).includes(issued.proof.title))).toEqual([]);
    // The owner still sees that a co-signature was given and withdrawn, no longer by whom.
    const given = (await issued.owner.request<ValidationsPage>('GET', '/validations')).body.items.filter((validation) => validation.role === 'peer');
    expect(given).toEqual([expect.objectContaining({ validatorEmail: ERASED_ADDRESS, withdrawnAt: expect.any(String), comment: null })]);
  });

  it('takes a named co-signer\u2019s words out of the credentials that quoted them, which stay revoked for whoever holds them', async () => {
    const issued = await issuing.publishedWithCredential();
    const manager = `manager${issuing.people()}@acme.com`;
    // The manager agreed to be named: the credential endorses the proof in their name and words.
    expect(JSON.stringify(issued.credential)).toContain('I managed this work.');
    expect((await askLink(manager)).status).toBe(202);
    const removed = await issuing.anonymous.request<YourDataRemoval>('POST', '/public/your-data/remove', { token: await linkMailedTo(manager) });
    expect(removed.body).toEqual({ withdrawn: 1 });
    for (const url of [issued.view.url, `${issued.view.url}/badge.png`]) {
      const stored = await fetch(url);
      expect(stored.status, url).toBe(410);
      expect(((await stored.json()) as ErrorBody).error.message).toBe(credentialMessages.quotedPersonErased);
    }
    const checked = await issuing.anonymous.request<VerificationReport>('POST', '/public/credentials/verify', { credential: issued.credential as Json });
    expect(checked.body.verified).toBe(false);
    expect(checked.body.checks.find((check) => check.check === 'signature')?.passed).toBe(true);
    expect(checked.body.checks.find((check) => check.check === 'revocation')?.passed).toBe(false);
  });

  it('forgets an invitee who never answered: the invitation is listed, then its link leads nowhere', async () => {
    const owner = await issuing.newOwner();
    const proof = await issuing.flow.create(owner, { title: `Quiet invitation ${issuing.people()}` });
    const invitee = `quiet.invitee${issuing.people()}@acme.com`;
    expect((await invite(owner, proof.id, [{ email: invitee, role: 'peer' }])).status).toBe(201);
    const validationToken = await validationMail(runtime.url).linkTokenFor(invitee);
    expect((await askLink(invitee)).status).toBe(202);
    const token = await linkMailedTo(invitee);
    const shown = await issuing.anonymous.request<YourDataAnswer>('POST', '/public/your-data', { token });
    expect(shown.body.invitations).toEqual([{ proofTitle: proof.title, role: 'peer', sentAt: expect.any(String) }]);
    expect((await issuing.anonymous.request<YourDataRemoval>('POST', '/public/your-data/remove', { token })).body).toEqual({ withdrawn: 0 });
    // The invitation stays on the owner's proof, its address unreadable; its link answers as a dead one.
    const opened = await issuing.anonymous.request<ErrorBody>('POST', '/validation/open', { token: validationToken });
    expect(opened.status).toBe(404);
    expect(opened.body.error.message).toBe(portal.invalidOrExpiredLink);
  });

  it('waits for the data migrations that seal what an older version stored before it removes anything', async () => {
    await issuing.publishedWithCredential();
    const peer = `peer${issuing.people()}@acme.com`;
    expect((await askLink(peer)).status).toBe(202);
    const token = await linkMailedTo(peer);
    const marker = migrationKeys.migration(sealedCosignerDataMigration.id);
    const kept = (await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }))).Item!;
    await db().send(new DeleteCommand({ TableName: tableName(), Key: marker }));
    try {
      const refused = await issuing.anonymous.request<ErrorBody>('POST', '/public/your-data/remove', { token });
      expect(refused.status).toBe(503);
      expect(refused.body.error.message).toBe(yourData.removeFailed);
    } finally {
      await db().send(new PutCommand({ TableName: tableName(), Item: kept }));
    }
    expect((await issuing.anonymous.request<YourDataRemoval>('POST', '/public/your-data/remove', { token })).body).toEqual({ withdrawn: 1 });
  });

  it('refuses a link past its hour, and a malformed one, in the same words', async () => {
    await issuing.publishedWithCredential();
    const peer = `peer${issuing.people()}@acme.com`;
    expect((await askLink(peer)).status).toBe(202);
    const token = await linkMailedTo(peer);
    await advanceClock(runtime.url, 61 * 60_000);
    for (const path of ['/public/your-data', '/public/your-data/remove']) {
      for (const body of [{ token }, { token: 'short' }]) {
        const refused = await issuing.anonymous.request<ErrorBody>('POST', path, body);
        expect(refused.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(refused.body.error.message).toBe(yourData.invalidLink);
      }
    }
  });
});
