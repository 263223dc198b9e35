// An owner deletes a proof (DELETE /api/proofs/{id}, docs/data-rights.md): it is gone for
// everyone at once (its pages, lookup, image, portfolio entry, the owner's list), its credential
// reads revoked to whoever holds it (never "not found"), its co-signers are told without a link,
// and nothing of what it said stays in the table. A deletion a failure interrupted is finished by
// the sweep. Nobody but the owner can delete it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRun, JobsOverview } from '../../domain/api/admin/jobs';
import type { AdminLogPage } from '../../domain/api/admin/admin-log';
import type { AdminProofPage } from '../../domain/api/admin/moderation';
import type { VerificationReport } from '../../domain/api/credentials';
import type { MyProofsPage, OwnProof, ProofDeletion } from '../../domain/api/proofs';
import type { PublicPortfolio } from '../../domain/api/public';
import type { VerifyProofsAnswer } from '../../domain/api/verify-proofs';
import { ERASURE_SWEEP_AFTER_MS } from '../../domain/constants';
import { credentials as credentialMessages } from '../../domain/messages/credentials';
import { signedInClient, type ApiClient } from '../support/api-client';
import { advanceClock } from '../support/clock';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';
import { openItems } from '../../core/data/personal-data/sealed-items';
import { acceptProofDeletion } from '../../core/proofs/proof-deletion';
import { runtimeTableOf, scanTable, useRuntimeTable } from '../support/table-snapshot';
import { invite, validationMail, type ErrorBody } from '../support/validation-mail';
import { credentialIssuing, type IssuedCredential, type Json } from './credentials/issued-credentials';

const ADMIN = { name: 'Ada Admin', email: 'ada.admin@example.com' };

let runtime: InProcessRuntime;
let issuing: ReturnType<typeof credentialIssuing>;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false, schedule: false, env: { ADMIN_EMAILS: ADMIN.email } });
  issuing = credentialIssuing(runtime.url);
});
afterAll(async () => {
  await runtime?.dispose();
});

/**
 * Every item of the table, as JSON text each (a consistent scan: the test's own eyes on the data),
 * its sealed personal values opened: what the product can still read, not merely what is in the clear.
 */
async function everyItem(): Promise<string[]> {
  const items = await openItems(await scanTable(await runtimeTableOf(runtime.url)));
  return items.map((item) => JSON.stringify(item, (_key, value: unknown) => (value instanceof Set ? [...value] : value)));
}

const deleteProof = (client: ApiClient, id: string) => client.request<ProofDeletion & ErrorBody>('DELETE', `/proofs/${id}`);

/** A published proof with a named manager and a peer, a credential, and one invitee who has not answered. */
async function provenWithPendingInvitee(): Promise<IssuedCredential & { inviteeEmail: string; inviteeToken: string }> {
  const issued = await issuing.publishedWithCredential();
  const inviteeEmail = `late.peer${issuing.people()}@acme.com`;
  expect((await invite(issued.owner, issued.proof.id, [{ email: inviteeEmail, role: 'peer' }])).status).toBe(201);
  return { ...issued, inviteeEmail, inviteeToken: await validationMail(runtime.url).linkTokenFor(inviteeEmail) };
}

describe('deleting a proof', () => {
  let issued: Awaited<ReturnType<typeof provenWithPendingInvitee>>;
  let deleted: ProofDeletion;
  let texts: string[];

  beforeAll(async () => {
    issued = await provenWithPendingInvitee();
    const { proof } = issued;
    texts = [proof.title, proof.description, 'I managed this work.', 'I led this team.'];
    expect((await everyItem()).filter((item) => item.includes(proof.title)).length).toBeGreaterThan(0);
    const answer = await deleteProof(issued.owner, proof.id);
    expect(answer.status).toBe(200);
    deleted = answer.body;
  });

  it('answers what was deleted and when', () => {
    expect(deleted).toEqual({ id: issued.proof.id, deletedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('is gone for its owner: not on their list, not found by id, and cannot be deleted twice', async () => {
    const { owner, proof } = issued;
    expect((await owner.request('GET', `/proofs/${proof.id}`)).status).toBe(404);
    const list = await owner.request<MyProofsPage>('GET', '/proofs?limit=100');
    expect(list.body.items.map((item) => item.id)).not.toContain(proof.id);
    expect((await deleteProof(owner, proof.id)).status).toBe(404);
    expect((await owner.request('PUT', `/proofs/${proof.id}`, { ...proof })).status).toBe(404);
  });

  it('is gone from every public surface: its page, project page, portfolio, image and lookup', async () => {
    const { anonymous } = issuing;
    const { proof } = issued;
    expect((await anonymous.request('GET', `/public/proofs/${proof.proofNumber}`)).status).toBe(404);
    expect((await anonymous.request('GET', `/public/projects/${proof.id}`)).status).toBe(404);
    expect((await fetch(`${runtime.url}/og/proof/${proof.proofNumber}.png`)).status).toBe(404);
    const me = await issued.owner.request<{ profile: { username: string } }>('GET', '/me');
    const portfolio = await anonymous.request<PublicPortfolio>('GET', `/public/portfolios/${me.body.profile.username}`);
    expect(portfolio.body.proofs?.map((entry) => entry.id) ?? []).not.toContain(proof.id);
  });

  it('leaves its credential revoked for whoever holds it, never not found', async () => {
    const { anonymous } = issuing;
    const stored = await fetch(issued.view.url);
    expect(stored.status).toBe(410);
    expect(((await stored.json()) as ErrorBody).error.message).toBe(credentialMessages.proofDeleted);
    const checked = await anonymous.request<VerificationReport>('POST', '/public/credentials/verify', { credential: issued.credential as Json });
    expect(checked.status).toBe(200);
    expect(checked.body.verified).toBe(false);
    expect(checked.body.checks.find((check) => check.check === 'signature')?.passed).toBe(true);
    expect(checked.body.checks.find((check) => check.check === 'revocation')?.passed).toBe(false);
    const bulk = await anonymous.request<VerifyProofsAnswer>('POST', '/public/verify-proofs', { items: [issued.view.url, issued.proof.proofNumber] });
    expect(bulk.body.items.map((line) => line.status)).toEqual(['revoked', 'not-found']);
  });

  it('tells each co-signer once, without a link, and nobody else', async () => {
    const mails = await validationMail(runtime.url).mails();
    const told = mails.filter((mail) => mail.subject.includes('a proof you co-signed'));
    const people = issuing.people();
    expect(told.map((mail) => mail.to).sort()).toEqual([[`manager${people}@acme.com`], [`peer${people}@acme.com`]]);
    for (const mail of told) {
      expect(mail.subject).toBe(`Cred Owner${people} deleted "${issued.proof.title}", a proof you co-signed on Provenly`);
      // No link to anything of the proof: only the page where a co-signer asks what is held about them.
      expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([`${runtime.url}/your-data`]);
      expect([...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([`${runtime.url}/your-data`]);
    }
    expect(told.flatMap((mail) => mail.to)).not.toContain(issued.inviteeEmail);
  });

  it('opens no link any more: the invitation, the withdrawal', async () => {
    const { anonymous } = issuing;
    expect((await anonymous.request('POST', '/validation/open', { token: issued.inviteeToken })).status).toBe(404);
    expect((await anonymous.request('POST', '/validation/withdraw/open', { token: issued.managerWithdraw })).status).toBe(404);
  });

  it('tells an admin who looks its number up that its owner deleted it, and when, and nothing else', async () => {
    const admin = await signedInClient(runtime.url, ADMIN);
    const found = await admin.request<AdminProofPage>('GET', `/admin/recognitions?by=number&q=${issued.proof.proofNumber!.toLowerCase()}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ items: [], cursor: null, deleted: { proofNumber: issued.proof.proofNumber, deletedAt: deleted.deletedAt } });
    expect((await admin.request('GET', `/admin/recognitions/${issued.proof.id}`)).status).toBe(404);
    // The request and its end are in the admin log: by whom and which proof, nothing it said.
    const log = (await admin.request<AdminLogPage>('GET', '/admin/log?limit=50')).body.items.filter((entry) => entry.target === `proof:${issued.proof.id}`);
    expect(log.map((entry) => entry.action).sort()).toEqual(['proof-deleted', 'proof-deletion-asked']);
    for (const entry of log) expect(entry).toMatchObject({ actor: expect.any(String), details: { proofNumber: issued.proof.proofNumber } });
    expect(JSON.stringify(log)).not.toContain(issued.proof.title);
    expect((await admin.request<{ ok: boolean }>('POST', '/admin/log/verify')).body).toMatchObject({ ok: true });
  });

  it('keeps nothing of what it said: no title, description or comment anywhere in the table', async () => {
    const items = await everyItem();
    // The mail log keeps the subjects of the mails it sent (with the title) for its 90 days (docs/data-rights.md).
    const kept = items.filter((item) => !item.includes('"type":"MailRecord"'));
    for (const text of texts) expect(kept.filter((item) => item.includes(text)), text).toEqual([]);
    const left = items.filter((item) => item.includes(issued.proof.id));
    // What stays: the bare record (ids and when), the number's claim, the credentials' revoked
    // records, the co-signers' withdrawal-link keys (ids that lead nowhere now) and the signed-in
    // manager's co-signing pair (account ids and a count, for the mutual co-signing signal), and the
    // admin log's entries of the request and its end (ids and the number).
    const kinds = left.map((item) => (JSON.parse(item) as { type: string }).type).sort();
    expect(new Set(kinds)).toEqual(new Set(['DeletedProof', 'ProofNumberClaim', 'Credential', 'WithdrawKey', 'CosignPair', 'AdminLogEntry']));
    for (const item of left.filter((text) => text.includes('"Credential"'))) {
      expect(JSON.parse(item)).toMatchObject({ revokedAt: expect.any(String) });
      expect(JSON.parse(item)).not.toHaveProperty('document');
    }
  });
});

describe('a deletion a failure interrupted', () => {
  it('is gone publicly once acknowledged, and the sweep finishes it: co-signers told, nothing left', async () => {
    const admin = await signedInClient(runtime.url, ADMIN);
    const issued = await issuing.publishedWithCredential();
    const people = issuing.people();
    // The function stops right after acknowledging (the tombstone and the queued rest are written).
    await useRuntimeTable(runtime.url);
    const me = await issued.owner.request<{ profile: { id: string } }>('GET', '/me');
    await acceptProofDeletion(me.body.profile.id, issued.proof.id);
    expect((await issuing.anonymous.request('GET', `/public/proofs/${issued.proof.proofNumber}`)).status).toBe(404);
    expect((await issued.owner.request('GET', `/proofs/${issued.proof.id}`)).status).toBe(404);
    expect((await everyItem()).filter((item) => item.includes(`"title":"${issued.proof.title}"`)).length).toBe(1);

    // Not before a request could still be finishing it.
    const early = await admin.request<JobRun>('POST', '/admin/jobs/ErasureSweeper/run');
    expect(early.body).toMatchObject({ items: 0, details: { due: 0 } });
    // Moving the clock runs the local schedule's jobs, as the schedule would in time.
    await advanceClock(runtime.url, ERASURE_SWEEP_AFTER_MS);
    const runs = (await admin.request<JobsOverview>('GET', '/admin/jobs')).body.jobs.find((job) => job.name === 'ErasureSweeper')?.runs;
    expect(runs?.[0]).toMatchObject({ trigger: 'schedule', outcome: 'succeeded', items: 1, details: { due: 1, finished: 1 } });

    const told = (await validationMail(runtime.url).mails()).filter((mail) => mail.subject.includes(`deleted "${issued.proof.title}"`));
    expect(told.map((mail) => mail.to[0]).sort()).toEqual([`manager${people}@acme.com`, `peer${people}@acme.com`]);
    expect((await everyItem()).filter((item) => item.includes(issued.proof.title) && !item.includes('"type":"MailRecord"'))).toEqual([]);
    const again = await admin.request<JobRun>('POST', '/admin/jobs/ErasureSweeper/run');
    expect(again.body).toMatchObject({ items: 0, details: { due: 0 } });
  });

  it('does not wait for mail: with mail down the proof is still deleted whole, and each co-signer\u2019s mail is logged as failed, to be sent again', async () => {
    const issued = await issuing.publishedWithCredential();
    const people = issuing.people();
    await fetch(`${runtime.url}/__local/ses`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ available: false }) });
    const answer = await deleteProof(issued.owner, issued.proof.id);
    await fetch(`${runtime.url}/__local/ses`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ available: true }) });
    expect(answer.status).toBe(200);
    const items = await everyItem();
    expect(items.filter((item) => item.includes(issued.proof.title) && !item.includes('"type":"MailRecord"'))).toEqual([]);
    const logged = items.map((item) => JSON.parse(item) as Record<string, unknown>);
    const failed = logged.filter((item) => item.type === 'MailRecord' && item.template === 'proof-deleted' && item.status === 'failed');
    expect(failed.map((item) => item.recipient).sort()).toEqual([`manager${people}@acme.com`, `peer${people}@acme.com`]);
  });
});

describe('who may delete', () => {
  it('nobody but the owner: anyone else finds nothing, and the proof stays whole', async () => {
    const issued = await issuing.publishedWithCredential();
    const stranger = await signedInClient(runtime.url, { name: 'Sam Stranger', email: 'sam.stranger@example.com' });
    const admin = await signedInClient(runtime.url, ADMIN);
    const before = await everyItem();
    for (const client of [stranger, admin]) expect((await deleteProof(client, issued.proof.id)).status).toBe(404);
    expect((await issuing.anonymous.request('DELETE', `/proofs/${issued.proof.id}`)).status).toBe(401);
    expect(await everyItem()).toEqual(before);
    expect((await issued.owner.request<OwnProof>('GET', `/proofs/${issued.proof.id}`)).status).toBe(200);
  });
});
