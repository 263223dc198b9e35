// The Emails and Jobs pages over HTTP: every mail sent is recorded with its template, recipient,
// subject, time and status; a mail that failed (the mail stand-in was off) is sent again by an
// admin; each scheduled job's runs are recorded, and Run now runs the same job code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidationRequests, getValidationRequest } from '../../../core/data/validation-requests';
import { prepareValidationRequest } from '../../../core/validation/invitations';
import type { AdminLogPage } from '../../../domain/api/admin/admin-log';
import type { MailPage, MailRecord } from '../../../domain/api/admin/emails';
import type { JobRun, JobsOverview } from '../../../domain/api/admin/jobs';
import { proofFlow } from '../../support/proof-flow';
import { startTestRuntime, type TestRuntime } from '../../support/runtime';
import { validationMail } from '../../support/validation-mail';
import { setMailAvailable } from '../security/ops-fixture';
import { opsPeople, refusedToNonAdmins, type OpsPeople } from './ops-support';

let runtime: TestRuntime;
let people: OpsPeople;
let flow: ReturnType<typeof proofFlow>;

beforeAll(async () => {
  runtime = await startTestRuntime({ env: { LOCAL_DEMO: 'off' } });
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

  it('records a failed send, and an admin sends it again: the mail arrives and its link works', async () => {
    const proof = await flow.create(people.owner, { title: 'Mail outage' });
    await setMailAvailable(runtime.url, false);
    try {
      const sent = await invite(proof.id, 'late.reader@acme.com');
      expect(sent.status).toBe(201);
      expect(sent.body.mailFailed).toEqual(['late.reader@acme.com']);
    } finally {
      await setMailAvailable(runtime.url, true);
    }
    const failed = (await mails('failed')).find((mail) => mail.recipient === 'late.reader@acme.com')!;
    expect(failed).toMatchObject({ template: 'validation-request', status: 'failed', attempts: 1, messageId: null });
    expect(failed.error).toBeTruthy();
    const inbox = validationMail(runtime.url);
    expect(await inbox.countTo('late.reader@acme.com')).toBe(0);

    const retried = await people.admin.request<MailRecord>('POST', `/admin/emails/${failed.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: failed.id, status: 'sent', attempts: 2, error: null });
    expect(await inbox.countTo('late.reader@acme.com')).toBe(1);
    const token = await inbox.linkTokenFor('late.reader@acme.com');
    expect((await people.anonymous.request('POST', '/validation/open', { token })).status).toBe(200);
    expect((await mails('failed')).map((mail) => mail.id)).not.toContain(failed.id);

    const again = await people.admin.request<{ error: { message: string } }>('POST', `/admin/emails/${failed.id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Only a failed mail can be sent again');
    expect(await inbox.countTo('late.reader@acme.com')).toBe(1);
    const log = (await people.admin.request<AdminLogPage>('GET', '/admin/log?limit=1')).body.items[0];
    expect(log).toMatchObject({ action: 'mail-retry', actor: people.adminId, target: `mail:${failed.id}`, details: { recipient: 'late.reader@acme.com', outcome: 'sent' } });
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
      ['LinkedinExpiryReminders', 30],
    ]);
    expect(overview.jobs[0]!.runs[0]).toEqual(ran.body);
    const log = (await people.admin.request<AdminLogPage>('GET', '/admin/log?limit=1')).body.items[0];
    expect(log).toMatchObject({ action: 'job-run', actor: people.adminId, target: 'job:ExpirySweeper', details: { runId: ran.body.id, outcome: 'succeeded' } });
  });

  it('records the schedule’s runs too', async () => {
    await fetch(`${runtime.url}/__local/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: 0 }) }); // the local schedule runs every job
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
