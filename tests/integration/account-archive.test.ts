// The archive of everything Provenly holds about a person (core/account/export/): made from data the
// product's own flows wrote, it holds each proof with its invitations, co-signatures, audit trail
// and credentials (signed JSON that still verifies, and the baked badge), the co-signatures the
// person gave on others' proofs from any address they proved, a README and an HTML index.
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipArchive } from '../../core/account/export/archive';
import { ARCHIVE_BUILD_STALE_MS } from '../../core/account/export/archive-service';
import { clock } from '../../core/clock';
import { startArchive } from '../../core/data/archives/archives';
import { advanceClock, pastTheSuspensionBound } from '../support/clock';
import { gatherAccountArchive } from '../../core/account/export/gather';
import { renderArchiveImages } from '../../core/account/export/images';
import type { AccountArchive, ArchiveDownload, ArchivedProof, ArchiveStatus, GivenCosignature } from '../../domain/api/account-archive';
import type { AdminLogPage } from '../../domain/api/admin/admin-log';
import type { VerificationReport } from '../../domain/api/credentials';
import { readBakedCredential } from '../../domain/rules/png-itxt';
import { signedInClient } from '../support/api-client';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';
import { useRuntimeTable } from '../support/table-snapshot';
import { invite, validationMail, type ErrorBody } from '../support/validation-mail';
import { credentialIssuing, type IssuedCredential } from './credentials/issued-credentials';
import type { OwnBundle } from '../../domain/api/bundles';

const ADMIN = { name: 'Ada Admin', email: 'ada.admin@example.com' };

let runtime: InProcessRuntime;
let issuing: ReturnType<typeof credentialIssuing>;
let issued: IssuedCredential;
let files: Record<string, Uint8Array>;
let root: string;
let ownerId: string;
let abandoned: { id: string };
let bundle: OwnBundle;

const text = (path: string) => strFromU8(files[`${root}/${path}`] ?? new Uint8Array());
const parsed = <T>(path: string) => JSON.parse(text(path)) as T;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false, env: { ADMIN_EMAILS: ADMIN.email } });
  await useRuntimeTable(runtime.url);
  issuing = credentialIssuing(runtime.url);
  issued = await issuing.publishedWithCredential();
  const draft = await issuing.flow.create(issued.owner, { title: 'Half-written draft', orgName: 'Acme' });
  expect(draft.id).toBeTruthy();
  abandoned = await issuing.flow.create(issued.owner, { title: 'Abandoned idea', orgName: 'Acme' });
  expect((await issued.owner.request('DELETE', `/proofs/${abandoned.id}`)).status).toBe(200);
  // A link holding the verified proof, for an application.
  bundle = (await issued.owner.request<OwnBundle>('POST', '/bundles', { proofIds: [issued.proof.id] })).body;
  const me = await issued.owner.request<{ profile: { id: string; email: string } }>('GET', '/me');
  ownerId = me.body.profile.id;
  // The owner co-signs someone else's proof from the address they signed in with.
  const other = await issuing.newOwner();
  const theirs = await issuing.flow.create(other, { title: 'Neighbour’s migration', orgName: 'Acme' });
  await issuing.cosign(other, theirs, me.body.profile.email, 'peer', false, 'I reviewed every step.');
  // Another invitation reaches them, which they leave unanswered.
  const unanswered = await issuing.flow.create(other, { title: 'Warehouse robots', orgName: 'Acme' });
  expect((await invite(other, unanswered.id, [{ email: me.body.profile.email, role: 'manager' }])).status).toBe(201);
  // And reports a public page, from another spelling of the same mailbox.
  const [local, domain] = me.body.profile.email.split('@');
  const reported = await issuing.anonymous.request('POST', '/public/reports', { reason: 'false_claim', page: `/proof/${issued.proof.proofNumber}`, reporterEmail: `${local}+reports@${domain}`, details: 'Checking the report form.', goodFaith: true });
  expect(reported.status).toBe(201);

  const archive = await gatherAccountArchive(ownerId);
  const zip = zipArchive(archive, await renderArchiveImages(archive));
  files = unzipSync(zip);
  root = Object.keys(files)[0]!.split('/')[0]!;
}, 60_000);
afterAll(async () => {
  await runtime?.dispose();
});

describe('the account archive', () => {
  it('says what is inside and what is not, and can be read in a browser', () => {
    expect(root).toMatch(/^provenly-[\w-]+-\d{4}-\d\d-\d\d$/);
    expect(text('README.txt')).toContain('cosignatures-given.json');
    expect(text('README.txt')).toContain('Not in the archive');
    const index = text('index.html');
    expect(index).toContain(`<h3>${issued.proof.title}</h3>`);
    expect(index).toContain('<h3>Half-written draft</h3>');
    expect(index).toContain('Neighbour’s migration');
    expect(index).not.toMatch(/<script/i);
  });

  it('holds the profile and every proof, drafts included, each with its invitations, co-signatures and audit trail', () => {
    const account = parsed<Omit<AccountArchive, 'proofs'>>('account.json');
    expect(account.profile.id).toBe(ownerId);
    expect(account.identities.addresses.length).toBeGreaterThan(0);
    const published = parsed<ArchivedProof>(`proofs/${issued.proof.proofNumber}/proof.json`);
    expect(published.proof.title).toBe(issued.proof.title);
    expect(published.requests).toHaveLength(2);
    expect(published.cosignatures.map((c) => [c.role, c.status, c.comment]).sort()).toEqual([
      ['manager', 'approved', 'I managed this work.'],
      ['peer', 'approved', 'I led this team.'],
    ]);
    for (const cosignature of published.cosignatures) expect(cosignature).not.toHaveProperty('signals');
    expect(published.auditTrail.map((event) => event.eventType)).toEqual(expect.arrayContaining(['view', 'approve']));
    const drafts = Object.keys(files).filter((path) => /\/proofs\/draft-[^/]+\/proof\.json$/.test(path));
    expect(drafts).toHaveLength(1);
    expect((JSON.parse(strFromU8(files[drafts[0]!]!)) as ArchivedProof).proof.title).toBe('Half-written draft');
  });

  it('holds each credential as issued: the signed JSON still verifies, and the badge image carries it', async () => {
    const published = parsed<ArchivedProof>(`proofs/${issued.proof.proofNumber}/proof.json`);
    expect(published.credentials.map((credential) => credential.id)).toEqual([issued.view.credentialId]);
    const document = parsed<Record<string, unknown>>(`proofs/${issued.proof.proofNumber}/credential-${issued.view.credentialId}.json`);
    expect(document).toEqual(issued.credential);
    const checked = await issuing.anonymous.request<VerificationReport>('POST', '/public/credentials/verify', { credential: document });
    expect(checked.body.verified).toBe(true);
    const badge = files[`${root}/proofs/${issued.proof.proofNumber}/credential-${issued.view.credentialId}.png`]!;
    expect(JSON.parse(readBakedCredential(badge) ?? 'null')).toEqual(issued.credential);
    expect(files[`${root}/proofs/${issued.proof.proofNumber}/card.png`]?.subarray(1, 4)).toEqual(new TextEncoder().encode('PNG'));
  });

  it('holds what is kept of the proofs the person deleted, and the account\u2019s counters', () => {
    const account = parsed<Omit<AccountArchive, 'proofs'>>('account.json');
    expect(account.deletedProofs).toEqual([{ id: abandoned.id, proofNumber: null, deletedAt: expect.stringMatching(/^\d{4}-/) }]);
    expect(account.counters.invitationsByDay.reduce((sum, entry) => sum + entry.invitations, 0)).toBe(2);
    expect(text('index.html')).toContain('<h2>Proofs you deleted (1)</h2>');
    expect(text('README.txt')).not.toMatch(/Not in the archive yet[^]*what is kept of proofs you/);
  });

  it('holds the links the person made to several proofs', () => {
    const account = parsed<Omit<AccountArchive, 'proofs'>>('account.json');
    expect(account.bundleLinks).toEqual([{ url: bundle.url, proofIds: [issued.proof.id], createdAt: bundle.createdAt, revokedAt: null }]);
    expect(text('index.html')).toContain('<h2>Links to several proofs (1)</h2>');
  });

  it('holds the reports the person made and the mails sent to them, from any spelling of their mailbox', () => {
    const { reportsMade, mailsReceived } = parsed<Pick<AccountArchive, 'reportsMade' | 'mailsReceived'>>('reports-and-mails.json');
    expect(reportsMade).toEqual([{ page: `/proof/${issued.proof.proofNumber}`, reason: 'false_claim', details: 'Checking the report form.', state: 'open', createdAt: expect.any(String), decidedAt: null }]);
    expect(mailsReceived.length).toBeGreaterThan(0);
    for (const mail of mailsReceived) expect(mail.to.toLowerCase().split('@')[1]).toBe('acme.com');
    expect(mailsReceived.map((mail) => mail.subject)).toEqual(expect.arrayContaining([expect.stringContaining('Neighbour’s migration')]));
    expect(text('index.html')).toContain('<h2>Reports you made (1)</h2>');
    expect(text('README.txt')).not.toMatch(/Not in the archive yet[^]*reports you made/);
  });

  it('holds the invitations that reached the person and that they did not answer', () => {
    const invitations = parsed<AccountArchive['invitationsUnanswered']>('invitations-received.json');
    expect(invitations).toEqual([{ to: expect.stringMatching(/@acme\.com$/), proofTitle: 'Warehouse robots', role: 'manager', sentAt: expect.any(String), expiresAt: expect.any(String) }]);
    expect(text('index.html')).toContain('<h2>Invitations you did not answer (1)</h2>');
  });

  it('holds the co-signatures the person gave, with the events of those proofs that name them', () => {
    const given = parsed<GivenCosignature[]>('cosignatures-given.json');
    expect(given).toHaveLength(1);
    expect(given[0]!.cosignature).toMatchObject({ status: 'approved', role: 'peer', comment: 'I reviewed every step.', recognitionTitle: 'Neighbour’s migration' });
    expect(given[0]!.events.map((event) => event.eventType)).toEqual(expect.arrayContaining(['approve']));
    expect(given[0]!.events.every((event) => event.validatorEmail !== null)).toBe(true);
  });
});

describe('asking for the archive, and downloading it', () => {
  it('builds it within the request for a small account, mails its owner, and gives only them a short-lived link to it', async () => {
    const owner = await issuing.newOwner();
    const proof = await issuing.flow.create(owner, { title: 'Archived over HTTP', orgName: 'Acme' });
    expect((await owner.request<ArchiveStatus>('GET', '/account/archive')).body).toEqual({ archive: null });

    const asked = await owner.request<ArchiveStatus>('POST', '/account/archive');
    expect(asked.status).toBe(200);
    expect(asked.body.archive).toMatchObject({ state: 'ready', progress: { done: 1, total: 1 }, readyAt: expect.any(String), expiresAt: expect.any(String) });
    const me = await owner.request<{ profile: { email: string } }>('GET', '/me');
    expect((await validationMail(runtime.url).mails()).some((mail) => mail.to.includes(me.body.profile.email) && mail.subject === 'Your Provenly archive is ready')).toBe(true);

    const link = await owner.request<ArchiveDownload>('POST', '/account/archive/download');
    expect(link.status).toBe(200);
    expect(link.body.expiresInSeconds).toBe(300);
    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w-]+-\d{4}-\d\d-\d\d\.zip"$/);
    const unzipped = unzipSync(new Uint8Array(await file.arrayBuffer()));
    const proofFile = Object.keys(unzipped).find((path) => path.endsWith(`/proofs/draft-${proof.id}/proof.json`));
    expect(proofFile).toBeTruthy();

    // The operators see it asked for and ready in the admin log, by the person's id, nothing of it.
    const admin = await signedInClient(runtime.url, ADMIN);
    const ownerId = (await owner.request<{ profile: { id: string } }>('GET', '/me')).body.profile.id;
    const log = (await admin.request<AdminLogPage>('GET', '/admin/log?limit=50')).body.items.filter((entry) => entry.target === `user:${ownerId}`);
    expect(log.map((entry) => entry.action).sort()).toEqual(['archive-asked', 'archive-ready']);
    expect(JSON.stringify(log)).not.toContain('Archived over HTTP');

    // Nobody else gets a link to it, and a link changed to name it opens nothing.
    const stranger = await issuing.newOwner();
    expect((await stranger.request<ErrorBody>('POST', '/account/archive/download')).status).toBe(404);
    expect((await fetch(link.body.url.replace(/archives\/[^/]+\//, 'archives/someone-else/'))).status).toBe(403);
  });

  it('finishes a build its request did not (a large account, a function that stopped) from the queue, and says how far it is meanwhile', async () => {
    const owner = await issuing.newOwner();
    const me = await owner.request<{ profile: { id: string } }>('GET', '/me');
    // A build started and stopped before it wrote anything (as a function stopped by its time limit).
    const requestedAt = clock.nowIso();
    await startArchive({ id: 'stopped-build', userId: me.body.profile.id, state: 'building', requestedAt, progress: { done: 3, total: 40 }, objectKey: null, fileName: null, readyAt: null, expiresAt: null, attempts: 0 }, requestedAt);
    expect((await owner.request<ArchiveStatus>('GET', '/account/archive')).body.archive).toMatchObject({ state: 'building', progress: { done: 3, total: 40 } });
    const busy = await owner.request<ErrorBody>('POST', '/account/archive');
    expect(busy.status).toBe(409);
    expect(busy.body.error.message).toBe('Your archive is already being prepared.');
    // Moving the clock past the stale bound runs the builder job, as its schedule would.
    await advanceClock(runtime.url, ARCHIVE_BUILD_STALE_MS);
    expect((await owner.request<ArchiveStatus>('GET', '/account/archive')).body.archive).toMatchObject({ state: 'ready' });
    expect((await owner.request('POST', '/account/archive/download')).status).toBe(200);
  });

  it('is there for a suspended person too, with the suspension as they were told it and nothing of the admin who decided', async () => {
    const admin = await signedInClient(runtime.url, ADMIN);
    const owner = await issuing.newOwner();
    const me = (await owner.request<{ profile: { id: string } }>('GET', '/me')).body.profile;
    const adminId = (await admin.request<{ profile: { id: string } }>('GET', '/me')).body.profile.id;
    expect((await admin.request('POST', `/admin/users/${me.id}/suspend`, { reason: 'Copied another member\u2019s proof.' })).status).toBe(200);
    await pastTheSuspensionBound(runtime.url);
    expect((await owner.request('POST', '/account/archive')).status).toBe(200);
    const link = await owner.request<ArchiveDownload>('POST', '/account/archive/download');
    const files = unzipSync(new Uint8Array(await (await fetch(link.body.url)).arrayBuffer()));
    const accountFile = Object.entries(files).find(([path]) => path.endsWith('/account.json'))!;
    const account = JSON.parse(strFromU8(accountFile[1])) as AccountArchive;
    expect(account.suspensions).toEqual([{ suspendedAt: expect.any(String), reason: 'Copied another member\u2019s proof.', restoredAt: null, restoreReason: null, appeal: null }]);
    expect(strFromU8(accountFile[1])).not.toContain(adminId);
  });

  it('makes one at a time, at most one an hour, in words', async () => {
    const owner = await issuing.newOwner();
    expect((await owner.request('POST', '/account/archive')).status).toBe(200);
    const again = await owner.request<ErrorBody>('POST', '/account/archive');
    expect(again.status).toBe(429);
    expect(again.body.error.message).toMatch(/^You asked for an archive a short while ago\. You can ask for a new one after /);
  });
});
