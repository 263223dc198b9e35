// A suspension as the suspended person and the admins live it, over HTTP on a private runtime: the
// person still signs in and reads why (their status), every other signed-in route refuses them,
// they are e-mailed the statement of reasons, they appeal once (bounded), the appeal reaches the
// admins' queue, and an admin upholds or restores: logged, and mailed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountStatus } from '../../../domain/api/account';
import type { AdminLogPage } from '../../../domain/api/admin/admin-log';
import type { SuspensionAppeal, SuspensionAppealPage } from '../../../domain/api/admin/appeals';
import type { ApiErrorBody } from '../../../domain/api/errors';
import { admin as adminMessages } from '../../../domain/messages/admin';
import { APPEAL_TEXT_MAX, appealQueue, appealRefusals, statementDate, suspensionStatement as statement } from '../../../domain/messages/suspension';
import { routes } from '../../../lambdas/routes';
import { apiClient, signedInClient, type ApiClient } from '../../support/api-client';
import { pastTheSuspensionBound } from '../../support/clock';
import { signInThroughStandIn } from '../../support/linkedin-sign-in';
import { proofFlow } from '../../support/proof-flow';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { validationMail, type Mail } from '../../support/validation-mail';

const ADMIN = { name: 'Sol Steward', email: 'sol.steward@example.com' };
const MEMBER = { name: 'Tamsin Tested', email: 'tamsin.tested@example.com' };
let runtime: InProcessRuntime;
let admin: ApiClient;
let member: ApiClient;
let memberId: string;
let username: string;
let mail: ReturnType<typeof validationMail>;

type Refusal = ApiErrorBody;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false, schedule: false, env: { ADMIN_EMAILS: ADMIN.email } });
  [admin, member] = await Promise.all([signedInClient(runtime.url, ADMIN), signedInClient(runtime.url, MEMBER)]);
  const me = (await member.request<{ profile: { id: string; username: string } }>('GET', '/me')).body.profile;
  memberId = me.id;
  username = me.username;
  mail = validationMail(runtime.url);
  await proofFlow(runtime.url, apiClient(runtime.url)).published(member, { title: 'Harbour crane retrofit' });
}, 120_000);
afterAll(async () => {
  await runtime?.dispose();
});

const status = (client: ApiClient) => client.request<AccountStatus>('GET', '/account/status');
const suspend = (reason: string) => admin.request('POST', `/admin/users/${memberId}/suspend`, { reason });
const newestMail = async (subject: string): Promise<Mail> => {
  const found = await mail.newestTo(MEMBER.email, (candidate) => candidate.subject === subject);
  if (!found) throw new Error(`No mail "${subject}" to ${MEMBER.email}`);
  return found;
};
const latestLog = async (limit = 1) => (await admin.request<AdminLogPage>('GET', `/admin/log?limit=${limit}`)).body.items;
const queue = async (state: 'open' | 'upheld' | 'restored') => (await admin.request<SuspensionAppealPage>('GET', `/admin/appeals?state=${state}`)).body.items;

describe('a suspended person', () => {
  it('is told why on their status and by e-mail, with the statement of reasons, at once', async () => {
    expect((await status(member)).body).toEqual({ suspension: null });
    const notSuspended = await member.request<Refusal>('POST', '/account/appeal', { text: 'Nothing to appeal' });
    expect(notSuspended.status).toBe(409);
    expect(notSuspended.body.error.message).toBe(appealRefusals.notSuspended);

    expect((await suspend('Presented a colleague’s project as her own')).status).toBe(200);
    // The status is read afresh: no wait for the bound the other routes may trust.
    const answer = await status(member);
    expect(answer.status).toBe(200);
    expect(answer.body.suspension).toEqual({ suspendedAt: expect.any(String), username: expect.any(String), reason: 'Presented a colleague’s project as her own', appeal: null });

    // The mail holds what DSA Art. 17(3) asks: decision, facts, ground, automation, redress.
    const suspended = await newestMail('Your Provenly account is suspended');
    for (const part of [
      statement.decision(statementDate(answer.body.suspension!.suspendedAt)),
      'Presented a colleague’s project as her own',
      statement.ground,
      `${runtime.url}/terms`,
      statement.automation,
      ...statement.hidden,
      statement.appealHow,
      statement.otherRedress,
    ]) {
      expect(suspended.text).toContain(part);
    }
    expect(suspended.html).toContain('Presented a colleague’s project as her own');
  });

  it('still signs in, and every signed-in route but their status, appeal and data refuses them', async () => {
    await pastTheSuspensionBound(runtime.url);
    const again = apiClient(runtime.url, (await signInThroughStandIn(runtime.url, MEMBER)).id_token);
    expect((await status(again)).body.suspension?.reason).toBe('Presented a colleague’s project as her own');

    const allowed = routes.filter((route) => route.access !== 'public' && 'allowsSuspended' in route).map((route) => route.name);
    expect(allowed.sort()).toEqual(['AppealSuspension', 'DownloadArchive', 'GetAccountStatus', 'GetArchive', 'RequestAccountClosure', 'RequestArchive']);
    // Their data stays theirs: they may ask for the archive of it, and close the account.
    expect((await again.request('GET', '/account/archive')).status).toBe(200);
    for (const route of routes.filter((candidate) => candidate.access !== 'public' && !('allowsSuspended' in candidate))) {
      const path = route.path.replace(/^\/api/, '').replace(/\{\w+\+?\}/g, 'x');
      const refused = await again.request<Refusal>(route.method, path, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      expect(refused.status, route.name).toBe(403);
      expect(refused.body.error, route.name).toMatchObject({ message: adminMessages.suspended, reason: 'account_suspended' });
    }
    expect((await apiClient(runtime.url).request('GET', `/public/portfolios/${username}`)).status).toBe(404);
  });

  it('appeals once, bounded in length, and the appeal reaches the admins’ queue', async () => {
    const blank = await member.request<Refusal>('POST', '/account/appeal', { text: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe(appealRefusals.required);
    const long = await member.request<Refusal>('POST', '/account/appeal', { text: 'x'.repeat(APPEAL_TEXT_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(appealRefusals.tooLong);
    const huge = await member.request<Refusal>('POST', '/account/appeal', { text: 'x'.repeat(40_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe(appealRefusals.tooLong);

    // Two at once: one appeal per suspension.
    const text = 'The crane retrofit was my project; my manager can confirm it.';
    const sent = await Promise.all([member.request<AccountStatus & Refusal>('POST', '/account/appeal', { text }), member.request<AccountStatus & Refusal>('POST', '/account/appeal', { text })]);
    expect(sent.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(sent.find((answer) => answer.status === 409)!.body.error.message).toBe(appealRefusals.alreadyAppealed);
    const appeal = (await status(member)).body.suspension?.appeal;
    expect(appeal).toMatchObject({ text, state: 'open', decidedAt: null, decisionNote: null });

    const open = await queue('open');
    expect(open).toEqual([
      expect.objectContaining({ id: appeal!.id, userId: memberId, displayName: MEMBER.name, username, text, suspensionReason: 'Presented a colleague’s project as her own', state: 'open' }),
    ]);
    expect((await member.request('GET', '/admin/appeals')).status).toBe(403);
  });
});

describe('an admin deciding an appeal', () => {
  it('upholds it: the person reads the answer and is mailed it with the redress left, it is logged, and it is decided once', async () => {
    const [appeal] = await queue('open');
    const bad = await admin.request<Refusal>('POST', `/admin/appeals/${appeal!.id}/decision`, { outcome: 'ignore', note: '' });
    expect(bad.status).toBe(400);
    expect((await admin.request<Refusal>('POST', '/admin/appeals/no-such-appeal/decision', { outcome: 'uphold', note: 'x' })).body.error.message).toBe(appealQueue.notFound);

    const note = 'Your manager confirmed the project was led by someone else.';
    const decided = await admin.request<SuspensionAppeal>('POST', `/admin/appeals/${appeal!.id}/decision`, { outcome: 'uphold', note });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ state: 'upheld', decisionNote: note });
    expect(await queue('open')).toEqual([]);
    expect((await queue('upheld')).map((item) => item.id)).toEqual([appeal!.id]);
    expect((await status(member)).body.suspension?.appeal).toMatchObject({ state: 'upheld', decisionNote: note });

    const answer = await newestMail('Your appeal to Provenly has been decided');
    for (const part of [note, statement.answerLabel, statement.automation, statement.otherRedress, 'Presented a colleague’s project as her own']) expect(answer.text).toContain(part);
    const [entry] = await latestLog();
    expect(entry).toMatchObject({ action: 'uphold-suspension', target: `user:${memberId}`, reason: note, details: { appealId: appeal!.id } });

    const twice = await admin.request<Refusal>('POST', `/admin/appeals/${appeal!.id}/decision`, { outcome: 'restore', note: 'Changed my mind' });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(appealQueue.alreadyDecided);
    expect((await member.request('POST', '/account/appeal', { text: 'Once more' })).status).toBe(409);
  });

  it('restores from the user page: the person is mailed the restoration and their pages come back', async () => {
    expect((await admin.request('POST', `/admin/users/${memberId}/restore`, { reason: 'Reviewed again with new evidence' })).status).toBe(200);
    expect((await status(member)).body).toEqual({ suspension: null });
    // The status reading is trusted by the member's next calls: no wait for the bound.
    expect((await member.request('GET', '/proofs')).status).toBe(200);
    const restored = await newestMail('Your Provenly account is restored');
    expect(restored.text).toContain('Reviewed again with new evidence');
    expect(restored.text).toContain(statement.restoredEffects);
    expect(restored.text).not.toContain('after reviewing your appeal');
    expect((await apiClient(runtime.url).request('GET', `/public/portfolios/${username}`)).status).toBe(200);
  });

  it('restores on appeal: the restore decides the open appeal of the new suspension in one logged step, and mails it', async () => {
    expect((await suspend('Posted a co-signer’s private e-mail address')).status).toBe(200);
    const current = (await status(member)).body.suspension;
    expect(current).toMatchObject({ reason: 'Posted a co-signer’s private e-mail address', appeal: null });
    expect((await member.request('POST', '/account/appeal', { text: 'I removed it within the hour.' })).status).toBe(201);
    const [appeal] = await queue('open');

    const note = 'Removed promptly; first time.';
    const decided = await admin.request<SuspensionAppeal>('POST', `/admin/appeals/${appeal!.id}/decision`, { outcome: 'restore', note });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ id: appeal!.id, state: 'restored', decisionNote: note });
    expect((await queue('restored')).map((item) => item.id)).toEqual([appeal!.id]);
    expect((await status(member)).body).toEqual({ suspension: null });

    const restored = await newestMail('Your Provenly account is restored');
    expect(restored.text).toContain(statement.restored(statementDate(decided.body.decidedAt!), true));
    expect(restored.text).toContain(note);
    const [entry] = await latestLog();
    expect(entry).toMatchObject({ action: 'restore-user', reason: note, details: { appealId: appeal!.id, suspendedAt: current!.suspendedAt } });
    expect((await admin.request('POST', `/admin/appeals/${appeal!.id}/decision`, { outcome: 'uphold', note: 'x' })).status).toBe(409);
  });
});
