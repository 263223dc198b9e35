// The Emails and Jobs pages over HTTP: every mail sent is recorded with its template, recipient,
// subject, time and status; a mail that failed (the mail stand-in was off) is sent again by an
// admin, unless it carried a private link: the log keeps none of it, and a retry is refused; each
// scheduled job's runs are recorded, and Run now runs the same job code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidationRequests, getValidationRequest } from '../../../core/data/validation-requests/validation-requests';
import { prepareValidationRequest } from '../../../core/validation/invitations';
import type { AdminLogPage } from '../../../domain/api/admin/admin-log';
import { privateMailContentMigration } from '../../../core/data/migrations/private-mail-content';
import { getMailRecord, putMailRecord } from '../../../core/data/mail-log/mail-log';
import { mailMessages, type MailPage, type MailRecord } from '../../../domain/api/admin/emails';
import type { JobRun, JobsOverview } from '../../../domain/api/admin/jobs';
import { proofFlow } from '../../support/proof-flow';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { validationMail } from '../../support/validation-mail';
import { runtimeTableOf, tableSnapshot } from '../../support/table-snapshot';
import { setMailAvailable } from '../security/ops-fixture';
import { opsPeople, refusedToNonAdmins, type OpsPeople } from './ops-support';
import { advanceClock } from '../../support/clock';

let runtime: InProcessRuntime;
let people: OpsPeople;
let flow: ReturnType<typeof proofFlow>;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ seedDemo: false });
  people = await opsPeople(runtime, 'ops');
  flow = proofFlow(runtime.url, people.anonymous);
});
afterAll(async () => {
  await runtime?.dispose();
});

const mails = async (status: 'all' | 'failed') => (await people.admin.request<MailPage>('GET', `/admin/emails?status=${status}&limit=100`)).body.items;
const invite = (proofId: string, email: string) =>
  people.owner.request<{ mailFailed: string[] }>('POST', '/validation-requests', { recognitionId: proofId, validators: [{ email, role: 'peer' }] });

describe('the Emails page', () => {
  it('records every mail sent: template, recipient, subject, time and status', async () => {
    const proof = await flow.create(people.owner, { title: 'Recorded invitation' });
    expect((await invite(proof.id, 'recorded.reader@acme.com')).status).toBe(201);
    const record = (await mails('all')).find((mail) => mail.recipient === 'recorded.reader@acme.com');
    expect(record).toMatchObject({ template: 'validation-request', status: 'sent', attempts: 1, error: null });
    expect(record!.subject).toContain('Recorded invitation');
    expect(Date.parse(record!.sentAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(record!.messageId).toBeTruthy();
    expect(JSON.stringify(record)).not.toMatch(/validate\//); // the private link stays out of the page
  });

  it('keeps no private link of a failed mail, and answers 409 with the way to a new link when asked to send it again', async () => {
    const proof = await flow.create(people.owner, { title: 'Private link outage' });
    await setMailAvailable(runtime.url, false);
    try {
      expect((await invite(proof.id, 'private.reader@acme.com')).body.mailFailed).toEqual(['private.reader@acme.com']);
    } finally {
      await setMailAvailable(runtime.url, true);
    }
    const failed = (await mails('failed')).find((mail) => mail.recipient === 'private.reader@acme.com')!;
    expect(failed).toMatchObject({ template: 'validation-request', status: 'failed', attempts: 1, notRetryable: mailMessages.privateLink.validation });
    expect(failed.error).toBeTruthy();
    const table = await tableSnapshot(await runtimeTableOf(runtime.url))();
    expect(table).toContain(failed.id); // the entry is there: recipient, template, status, error, times
    expect(/\/validate\/[A-Za-z0-9_-]{20,}/.exec(table)?.[0] ?? null).toBeNull();
    expect(table).not.toContain('Review and respond');

    const logBefore = (await people.admin.request<AdminLogPage>('GET', '/admin/log?limit=1')).body.items[0];
    const refused = await people.admin.request<{ error: { message: string } }>('POST', `/admin/emails/${failed.id}/retry`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(mailMessages.privateLink.validation);
    expect(refused.body.error.message).toContain('Remind');
    expect(await validationMail(runtime.url).countTo('private.reader@acme.com')).toBe(0);
    expect((await mails('failed')).find((mail) => mail.id === failed.id)).toEqual(failed);
    expect((await people.admin.request<AdminLogPage>('GET', '/admin/log?limit=1')).body.items[0]).toEqual(logBefore);
  });

  it('leaves the way to a new link open: a reminder whose mail failed can be sent again by the owner at once', async () => {
    const proof = await flow.create(people.owner, { title: 'Reminder outage' });
    const invited = await people.owner.request<{ requests: { id: string }[] }>('POST', '/validation-requests', { recognitionId: proof.id, validators: [{ email: 'reminded.reader@acme.com', role: 'peer' }] });
    const remind = () => people.owner.request('POST', `/proofs/${proof.id}/validation-requests/${invited.body.requests[0]!.id}/remind`);
    await setMailAvailable(runtime.url, false);
    try {
      expect((await remind()).status).toBe(503);
    } finally {
      await setMailAvailable(runtime.url, true);
    }
    const failed = (await mails('failed')).find((mail) => mail.recipient === 'reminded.reader@acme.com')!;
    expect(failed).toMatchObject({ template: 'validation-reminder', notRetryable: mailMessages.privateLink.validation });

    expect((await remind()).status).toBe(200);
    const inbox = validationMail(runtime.url);
    expect(await inbox.countTo('reminded.reader@acme.com')).toBe(2); // the invitation, then the reminder
    const token = await inbox.linkTokenFor('reminded.reader@acme.com');
    expect((await people.anonymous.request('POST', '/validation/open', { token })).status).toBe(200);
    expect((await remind()).status).toBe(429); // a reminder that went out counts: once a day
  });

  it('records a failed send of a mail without a private link, and an admin sends it again: it arrives', async () => {
    const proof = await flow.create(people.owner, { title: 'Hidden during an outage' });
    const ownerEmail = 'olga.owner.ops@example.com';
    const inbox = validationMail(runtime.url);
    const before = await inbox.countTo(ownerEmail);
    await setMailAvailable(runtime.url, false);
    try {
      expect((await people.admin.request('POST', `/admin/recognitions/${proof.id}/hide`, { reason: 'Claims a client it never had.' })).status).toBe(200);
    } finally {
      await setMailAvailable(runtime.url, true);
    }
    const failed = (await mails('failed')).find((mail) => mail.recipient === ownerEmail && mail.template === 'proof-hidden')!;
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, messageId: null, notRetryable: null });
    expect(failed.subject).toContain('Hidden during an outage');
    expect(failed.error).toBeTruthy();
    expect(await inbox.countTo(ownerEmail)).toBe(before);

    const retried = await people.admin.request<MailRecord>('POST', `/admin/emails/${failed.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: failed.id, status: 'sent', attempts: 2, error: null, notRetryable: null });
    expect(await inbox.countTo(ownerEmail)).toBe(before + 1);
    expect((await inbox.newestTo(ownerEmail))?.text).toContain('Claims a client it never had.');
    expect((await mails('failed')).map((mail) => mail.id)).not.toContain(failed.id);

    const again = await people.admin.request<{ error: { message: string } }>('POST', `/admin/emails/${failed.id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Only a failed mail can be sent again');
    expect(await inbox.countTo(ownerEmail)).toBe(before + 1);
    const log = (await people.admin.request<AdminLogPage>('GET', '/admin/log?limit=1')).body.items[0];
    // The log keeps years: it names the mail, never its recipient.
    expect(log).toMatchObject({ action: 'mail-retry', actor: people.adminId, target: `mail:${failed.id}`, details: { template: 'proof-hidden', outcome: 'sent' } });
    expect(JSON.stringify(log)).not.toContain(ownerEmail);
  });

  it('removes the content that failed mails with a private link kept before, and still refuses to send them', async () => {
    // Entries as the log wrote them before: a failed invitation and a failed moderation mail, each with its content.
    const at = new Date().toISOString();
    const entry = (id: string, template: string, to: string) => ({ id, template, recipient: to, subject: 'Old entry', sentAt: at, status: 'failed' as const, attempts: 1, lastAttemptAt: at, error: 'Error: refused', messageId: null });
    const oldLink = 'http://localhost:3000/validate/Zq8v1uQ0m3Xc7yTn2bWk5rHs9dJf4gLp6aEo_Ui-AbC';
    const linkId = `${String(Date.parse(at)).padStart(14, '0')}-old-invitation`;
    const plainId = `${String(Date.parse(at)).padStart(14, '0')}-old-notice`;
    await putMailRecord(entry(linkId, 'validation-request', 'old.reader@acme.com'), { to: 'old.reader@acme.com', subject: 'Old entry', text: `Review: ${oldLink}`, html: `<a href="${oldLink}">Review</a>` });
    await putMailRecord(entry(plainId, 'unnamed', 'old.owner@acme.com'), { to: 'old.owner@acme.com', subject: 'Old entry', text: 'Your proof is public again.', html: '<p>Your proof is public again.</p>' });

    expect((await privateMailContentMigration.step(null)).processed).toBe(1);
    expect((await privateMailContentMigration.step(null)).processed).toBe(0);
    expect((await getMailRecord(linkId))?.content).toBeNull();
    expect((await getMailRecord(plainId))?.content?.text).toBe('Your proof is public again.');
    expect(await tableSnapshot(await runtimeTableOf(runtime.url))()).not.toContain(oldLink);

    const refused = await people.admin.request<{ error: { message: string } }>('POST', `/admin/emails/${linkId}/retry`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(mailMessages.privateLink.validation);
    expect((await people.admin.request<MailRecord>('POST', `/admin/emails/${plainId}/retry`)).body).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('is refused to anonymous visitors (401), the owner and other members (403)', async () => {
    const any = (await mails('all'))[0]!;
    expect(await refusedToNonAdmins(people, 'GET', '/admin/emails')).toEqual([401, 403, 403]);
    expect(await refusedToNonAdmins(people, 'POST', `/admin/emails/${any.id}/retry`)).toEqual([401, 403, 403]);
    expect((await people.admin.request('GET', '/admin/emails?status=bounced')).status).toBe(400);
  });
});

describe('the Jobs page', () => {
  it('Run now runs the expiry sweeper: a request past its 72 hours is expired, and the run is recorded', async () => {
    const proof = await flow.create(people.owner, { title: 'Overdue request' });
    // A request sent 72 hours and a minute ago, written as the invitation flow writes it.
    const sentAt = new Date(Date.now() - (72 * 60 + 1) * 60_000);
    const { request } = prepareValidationRequest({ id: proof.id, orgName: 'Acme' }, people.ownerId, { email: 'overdue.reader@acme.com', role: 'peer' }, sentAt);
    await createValidationRequests({ ownerUserId: people.ownerId, recognitionId: proof.id, requests: [request] });
    expect((await getValidationRequest(proof.id, request.id))?.status).toBe('pending');

    const ran = await people.admin.request<JobRun>('POST', '/admin/jobs/ExpirySweeper/run');
    expect(ran.status).toBe(200);
    expect(ran.body).toMatchObject({ job: 'ExpirySweeper', outcome: 'succeeded', trigger: 'admin', triggeredBy: people.adminId, errors: [] });
    expect(ran.body.items).toBeGreaterThanOrEqual(1);
    expect(ran.body.durationMs).toBeGreaterThanOrEqual(0);
    expect((await getValidationRequest(proof.id, request.id))?.status).toBe('expired');

    const overview = (await people.admin.request<JobsOverview>('GET', '/admin/jobs')).body;
    expect(overview.jobs.map((job) => [job.name, job.everyMinutes])).toEqual([
      ['ExpirySweeper', 15],
      ['ErasureSweeper', 15],
      ['ArchiveBuilder', 5],
      ['LinkedinExpiryReminders', 30],
    ]);
    expect(overview.jobs[0]!.runs[0]).toEqual(ran.body);
    const log = (await people.admin.request<AdminLogPage>('GET', '/admin/log?limit=1')).body.items[0];
    expect(log).toMatchObject({ action: 'job-run', actor: people.adminId, target: 'job:ExpirySweeper', details: { runId: ran.body.id, outcome: 'succeeded' } });
  });

  it('records the schedule’s runs too', async () => {
    await advanceClock(runtime.url, 0); // the local schedule runs every job
    const overview = (await people.admin.request<JobsOverview>('GET', '/admin/jobs')).body;
    for (const job of overview.jobs) expect(job.runs[0]).toMatchObject({ trigger: 'schedule', triggeredBy: null, outcome: 'succeeded' });
  });

  it('answers 404 for a job that does not exist, and refuses non-admins', async () => {
    const unknown = await people.admin.request<{ error: { message: string } }>('POST', '/admin/jobs/DropTable/run');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No such job');
    expect(await refusedToNonAdmins(people, 'GET', '/admin/jobs')).toEqual([401, 403, 403]);
    expect(await refusedToNonAdmins(people, 'POST', '/admin/jobs/ExpirySweeper/run')).toEqual([401, 403, 403]);
  });
});
