// A person closes their account (POST /api/account/closure, docs/data-rights.md): with their
// username typed out, they are signed out everywhere at once and everything public of theirs goes;
// signing in again within the grace period and opening the app keeps it; once it has passed the
// erasure sweep deletes their proofs (co-signers told, credentials revoked), withdraws the
// co-signatures they gave (the other owners' proofs re-evaluated), deletes their LinkedIn posts if
// they chose so, and removes the profile, holding the username and retiring the Provenly ID. An
// erasure a failure stopped is finished by a later run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountClosure, AccountStatus } from '../../domain/api/account';
import { keepClosingAccount } from '../../core/account/closure/closure-request';
import { clock } from '../../core/clock';
import { putLinkedinToken } from '../../core/data/linkedin/linkedin-tokens';
import { scheduleExpiryReminders, sendDueExpiryReminders } from '../../core/linkedin/expiry-reminders';
import { getProfile } from '../../core/data/profiles/profiles';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../core/data/plumbing/client';
import { roleKeys } from '../../core/data/roles/keys';
import { makeAdmin } from './admin/moderation-support';
import type { AdminLogPage } from '../../domain/api/admin/admin-log';
import type { ChainVerificationAnswer, ProofAuditTrail } from '../../domain/api/admin/audit';
import type { DataRequestsAnswer } from '../../domain/api/admin/data-requests';
import type { JobRun } from '../../domain/api/admin/jobs';
import type { VerificationReport } from '../../domain/api/credentials';
import type { MeResponse } from '../../domain/api/me';
import type { PublicProofLookupAnswer } from '../../domain/api/public';
import { ACCOUNT_CLOSURE_GRACE_DAYS, DAY_MS } from '../../domain/constants';
import { accountClosure } from '../../domain/messages/data-rights';
import { identityClock } from '../../core/clock';
import { apiClient, signedInClient, type ApiClient } from '../support/api-client';
import { signInThroughStandIn } from '../support/linkedin-sign-in';
import { advanceClock, pastTheSuspensionBound } from '../support/clock';
import { filesHolding } from '../support/files-on-disk';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';
import { connectLinkedin } from '../support/linkedin-connect';
import { linkedInStandIn } from '../support/linkedin-stand-in';
import { runtimeTableOf, scanTable, useRuntimeTable } from '../support/table-snapshot';
import { invite, validationMail, type ErrorBody } from '../support/validation-mail';
import { credentialIssuing, type Json } from './credentials/issued-credentials';
import { personKeyIdOf } from '../../core/data/personal-data/person-keys';
import { linkedinSubject, mailboxSubject, userSubject } from '../../core/data/personal-data/subjects';

const ADMIN = { name: 'Ada Admin', email: 'ada.admin@example.com' };
/**
 * Items that keep an erased account's id (an opaque id, nothing it said): the admin log and the
 * job run that names it, the deleted proofs' records, the credentials' revoked records, the
 * co-signing pairs of the integrity signals, the username held and the ID retired, a LinkedIn
 * expiry reminder until its own expiry (it finds no connection and sends nothing), and an
 * invitation she answered signed in, bound to the account that opened it.
 */
const WHAT_KEEPS_AN_ERASED_ID = ['AdminLogEntry', 'CosignPair', 'Credential', 'DeletedProof', 'JobRun', 'LinkedinReminder', 'ProductIdClaim', 'UsernameClaim', 'ValidationRequest'];

let runtime: InProcessRuntime;
let issuing: ReturnType<typeof credentialIssuing>;
let admin: ApiClient;

beforeAll(async () => {
  // Its own DynamoDB Local, keeping its file on disk: what an erasure leaves there is checked too.
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false, schedule: false, databaseOnDisk: true, env: { ADMIN_EMAILS: ADMIN.email } });
  await useRuntimeTable(runtime.url);
  issuing = credentialIssuing(runtime.url);
  admin = await signedInClient(runtime.url, ADMIN);
}, 180_000);
afterAll(async () => {
  await runtime?.dispose();
});

const close = (client: ApiClient, confirmUsername: string, deleteLinkedinPosts = false) =>
  client.request<AccountClosure & ErrorBody>('POST', '/account/closure', { confirmUsername, deleteLinkedinPosts });
const me = async (client: ApiClient) => (await client.request<MeResponse & ErrorBody>('GET', '/me'));

/** Waits for the identity provider's next second: a sign-in then is newer than anything ended before it. */
async function nextSecond(): Promise<void> {
  const now = identityClock.nowSeconds();
  while (identityClock.nowSeconds() === now) await new Promise((resolve) => setTimeout(resolve, 50));
}

const share = (client: ApiClient, proofId: string) =>
  client.request('POST', '/linkedin/post', { recognitionId: proofId, message: 'Proud of this one', shareType: 'achievement', includeProjectLink: true, useAICard: false, imageGenerationMethod: 'card' });

/**
 * Pia: a published proof with a credential (a named manager and a peer co-signed it), shared on
 * LinkedIn and under a bundle link; and one co-signature she gave, the only one on Quinn's proof.
 */
async function piaWithEverything() {
  const issued = await issuing.publishedWithCredential();
  const people = issuing.people();
  const pia = { name: `Cred Owner${people}`, email: `cred.owner${people}@acme.com` };
  await connectLinkedin(runtime.url, issued.owner, pia);
  expect((await share(issued.owner, issued.proof.id)).status).toBe(200);
  // And a link holding her proof for an application: it is erased with her account.
  expect((await issued.owner.request('POST', '/bundles', { proofIds: [issued.proof.id] })).status).toBe(201);
  const quinn = await issuing.newOwner();
  const quinnsProof = await issuing.flow.create(quinn, { title: `Quinn's migration ${people}` });
  // She co-signs it signed in with LinkedIn: her LinkedIn identity is recorded beside her address.
  expect((await invite(quinn, quinnsProof.id, [{ email: pia.email, role: 'manager' }])).status).toBe(201);
  const token = await validationMail(runtime.url).linkTokenFor(pia.email);
  const opened = await issued.owner.request<{ contentHash: string }>('POST', '/validation/open-signed-in', { token });
  const decision = { token, decision: 'approved', comment: 'I reviewed every step.', nameInCredential: false, contentHash: opened.body.contentHash };
  expect((await issued.owner.request('POST', '/validation/decide-signed-in', decision)).status).toBe(200);
  const published = await issuing.flow.publish(quinn, (await quinn.request<typeof quinnsProof>('GET', `/proofs/${quinnsProof.id}`)).body);
  const profile = (await me(issued.owner)).body.profile;
  return { ...issued, pia, profile, quinn, quinnsProof: published };
}

describe('closing an account', () => {
  let pia: Awaited<ReturnType<typeof piaWithEverything>>;
  let closure: AccountClosure;

  beforeAll(async () => {
    pia = await piaWithEverything();
  });

  it('asks for the username typed out: anything else is refused in words, and nothing changes', async () => {
    const refused = await close(pia.owner, 'somebody-else');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(accountClosure.confirmMismatch);
    expect((await me(pia.owner)).body.profile.closingSince ?? null).toBeNull();
    expect((await issuing.anonymous.request('GET', `/public/proofs/${pia.proof.proofNumber}`)).status).toBe(200);
  });

  it('closes in the grace period\u2019s days, signs the person out everywhere and hides everything public at once', async () => {
    // Another browser of hers, signed in before: its refresh token will renew nothing.
    const elsewhere = await signInThroughStandIn(runtime.url, pia.pia);
    await nextSecond();
    const answer = await close(pia.owner, pia.profile.username.toUpperCase(), true);
    expect(answer.status).toBe(200);
    closure = answer.body;
    expect(Date.parse(closure.closesAt) - Date.parse(closure.requestedAt)).toBe(ACCOUNT_CLOSURE_GRACE_DAYS * DAY_MS);
    expect(closure.deleteLinkedinPosts).toBe(true);

    // The session that closed it, and every other begun before, is over.
    for (const [method, path] of [['GET', '/me'], ['GET', '/proofs'], ['GET', '/account/archive']] as const) {
      const refused = await pia.owner.request<ErrorBody>(method, path);
      expect(refused.status, path).toBe(401);
      expect(refused.body.error.reason).toBe('session_ended');
    }
    expect((await apiClient(runtime.url, elsewhere.id_token).request('GET', '/proofs')).status).toBe(401);
    const renewed = await fetch(`${runtime.url}/__local/linkedin/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: runtime.url },
      body: new URLSearchParams({ client_id: 'provenly-local', grant_type: 'refresh_token', refresh_token: elsewhere.refresh_token! }).toString(),
    });
    expect(renewed.status).toBe(400);
    const { anonymous } = issuing;
    expect((await anonymous.request('GET', `/public/proofs/${pia.proof.proofNumber}`)).status).toBe(404);
    expect((await anonymous.request('GET', `/public/portfolios/${pia.profile.username}`)).status).toBe(404);
    expect((await fetch(`${runtime.url}/og/proof/${pia.proof.proofNumber}.png`)).status).toBe(404);

    // The operators see it waiting, by id and times.
    const requests = await admin.request<DataRequestsAnswer>('GET', '/admin/data-requests');
    expect(requests.body.closures.filter((entry) => entry.userId === pia.profile.id)).toEqual([{ userId: pia.profile.id, requestedAt: closure.requestedAt, closesAt: closure.closesAt, state: 'waiting', deleteLinkedinPosts: true }]);
    expect(JSON.stringify(requests.body)).not.toContain(pia.pia.email);

    const mail = (await validationMail(runtime.url).mails()).find((entry) => entry.to.includes(pia.pia.email) && entry.subject.includes('will be closed'));
    expect(mail?.text).toContain('Sign in to Provenly before then: signing in keeps your account open.');
    expect(mail?.text).toContain('deleted there too');
  });

  it('is kept when the person signs in again and opens the app: everything comes back', async () => {
    await nextSecond();
    const again = await signedInClient(runtime.url, pia.pia);
    // signedInClient opened the app (GET /me): that kept the account; the admin log says so.
    const opened = await me(again);
    expect(opened.status).toBe(200);
    expect(opened.body.profile.closingSince ?? null).toBeNull();
    expect((await again.request('GET', '/proofs')).status).toBe(200);
    expect((await issuing.anonymous.request('GET', `/public/proofs/${pia.proof.proofNumber}`)).status).toBe(200);
    const log = (await admin.request<AdminLogPage>('GET', '/admin/log?limit=50')).body.items.filter((entry) => entry.target === `user:${pia.profile.id}`);
    expect(log.map((entry) => entry.action).slice(0, 2)).toEqual(['account-closure-cancelled', 'account-closure-asked']);
    expect((await admin.request<DataRequestsAnswer>('GET', '/admin/data-requests')).body.closures.map((entry) => entry.userId)).not.toContain(pia.profile.id);
    pia = { ...pia, owner: again };
  });

  it('refuses a new session every call but opening the app while the account is closing, and a fourth closure the same day', async () => {
    expect((await close(pia.owner, pia.profile.username, true)).status).toBe(200);
    await nextSecond();
    const tokens = await signInThroughStandIn(runtime.url, pia.pia);
    const fresh = apiClient(runtime.url, tokens.id_token);
    const refused = await fresh.request<ErrorBody>('GET', '/proofs');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ reason: 'account_closing', message: accountClosure.closing });
    const opened = await me(fresh);
    expect(opened.body.closureCancelled).toBe(true);
    expect((await fresh.request('GET', '/proofs')).status).toBe(200);

    expect((await close(fresh, pia.profile.username, true)).status).toBe(200);
    await nextSecond();
    const third = await signedInClient(runtime.url, pia.pia);
    const tooMany = await close(third, pia.profile.username, true);
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.error.message).toBe(accountClosure.tooMany);
    expect((await me(third)).body.profile.closingSince ?? null).toBeNull();
    pia = { ...pia, owner: third };
  });

  describe('when the grace period has passed', () => {
    let quinnsBefore: PublicProofLookupAnswer;
    let postsBefore: number;

    beforeAll(async () => {
      quinnsBefore = (await issuing.anonymous.request<PublicProofLookupAnswer>('GET', `/public/proofs/${pia.quinnsProof.proofNumber}`)).body;
      postsBefore = (await linkedInStandIn(runtime.url).posts()).length;
      // The next day the limit starts again; the closure is then due ACCOUNT_CLOSURE_GRACE_DAYS later.
      await advanceClock(runtime.url, DAY_MS);
      expect((await close(pia.owner, pia.profile.username, true)).status).toBe(200);
      // Moving the clock runs the local schedule's jobs, the erasure sweep among them.
      await advanceClock(runtime.url, ACCOUNT_CLOSURE_GRACE_DAYS * DAY_MS);
    });

    it('deletes every proof the person owned: gone publicly, co-signers told, the credential revoked for whoever holds it', async () => {
      const { anonymous } = issuing;
      expect((await anonymous.request('GET', `/public/proofs/${pia.proof.proofNumber}`)).status).toBe(404);
      expect((await fetch(pia.view.url)).status).toBe(410);
      const checked = await anonymous.request<VerificationReport>('POST', '/public/credentials/verify', { credential: pia.credential as Json });
      expect(checked.body.verified).toBe(false);
      expect(checked.body.checks.find((check) => check.check === 'signature')?.passed).toBe(true);
      expect(checked.body.checks.find((check) => check.check === 'revocation')?.passed).toBe(false);
      const told = (await validationMail(runtime.url).mails()).filter((mail) => mail.subject.includes(`deleted "${pia.proof.title}"`));
      expect(told.map((mail) => mail.to[0]).sort()).toEqual([expect.stringMatching(/^manager\d+@acme.com$/), expect.stringMatching(/^peer\d+@acme.com$/)]);
    });

    it('withdraws the co-signatures the person gave: the other owner\u2019s proof is re-evaluated', async () => {
      expect(quinnsBefore.state).toBe('verified');
      const after = await issuing.anonymous.request<PublicProofLookupAnswer>('GET', `/public/proofs/${pia.quinnsProof.proofNumber}`);
      expect(after.body.state).toBe('awaiting-revalidation');
      const own = await pia.quinn.request<{ verified: boolean }>('GET', `/proofs/${pia.quinnsProof.id}`);
      expect(own.body.verified).toBe(false);
    });

    it('deletes the posts made for the person on LinkedIn, as they chose, and tells them it is done', async () => {
      expect((await linkedInStandIn(runtime.url).posts()).length).toBe(postsBefore - 1);
      const last = (await validationMail(runtime.url).mails()).find((mail) => mail.to.includes(pia.pia.email) && mail.subject === 'Your Provenly account is closed');
      expect(last?.text).toContain('The post Provenly made for you on LinkedIn was deleted there.');
    });

    it('removes the profile: the username stays taken, the Provenly ID names nobody, a new sign-in starts a new account', async () => {
      const { anonymous } = issuing;
      expect((await anonymous.request('GET', `/public/portfolios/${pia.profile.username}`)).status).toBe(404);
      expect((await anonymous.request('GET', `/public/verify/${pia.profile.productId}`)).status).toBe(404);
      await nextSecond();
      const back = await signedInClient(runtime.url, pia.pia);
      const fresh = (await me(back)).body.profile;
      expect(fresh.productId).not.toBe(pia.profile.productId);
      expect(fresh.username).not.toBe(pia.profile.username);
      expect((await back.request<{ items: unknown[] }>('GET', '/proofs')).body.items).toEqual([]);
    });

    it('leaves the operators the request and its end, ids only, and both hash chains still verify', async () => {
      const log = (await admin.request<AdminLogPage>('GET', '/admin/log?limit=100')).body.items.filter((entry) => entry.target === `user:${pia.profile.id}`);
      expect(log[0]).toMatchObject({ action: 'account-closed', actor: pia.profile.id });
      expect(JSON.stringify(log)).not.toContain(pia.pia.email);
      expect((await admin.request<ChainVerificationAnswer>('POST', '/admin/log/verify')).body).toMatchObject({ ok: true });
      // Quinn's proof's trail keeps her co-signature and its withdrawal, sealed under keys that are
      // gone: chained over what was stored, it verifies whole, and names her nowhere.
      const trail = await admin.request<ProofAuditTrail>('GET', `/admin/audit/proofs/${pia.quinnsProof.proofNumber}`);
      expect(trail.body.events.map((event) => event.eventType)).toEqual(expect.arrayContaining(['approve', 'withdraw']));
      expect(JSON.stringify(trail.body.events)).not.toContain(pia.pia.email);
      expect(JSON.stringify(trail.body.events)).not.toContain('I reviewed every step.');
      const chain = await admin.request<ChainVerificationAnswer>('POST', `/admin/audit/proofs/${pia.quinnsProof.proofNumber}/verify`);
      expect(chain.body).toMatchObject({ ok: true, length: trail.body.events.length });
    });
  });
});

describe('keeping an account', () => {
  it('takes a sign-in after the closure: a token renewed from before it keeps nothing, even where a function trusts an old reading', async () => {
    const member = { name: 'Kit Kept', email: 'kit.kept@example.com' };
    const owner = await signedInClient(runtime.url, member);
    const profile = (await me(owner)).body.profile;
    await nextSecond();
    expect((await close(owner, profile.username)).status).toBe(200);
    const closing = (await getProfile(profile.id))!;
    // As GET /api/me would be called by a token issued after the closure but signed in before it
    // (a refresh the user pool failed to revoke): refused, and the account stays closing.
    const signedInBefore = { authTime: Math.floor(Date.parse(closing.sessionsEndedAt!) / 1000) - 60 };
    await expect(keepClosingAccount(closing, signedInBefore)).rejects.toMatchObject({ kind: 'forbidden', reason: 'account_closing' });
    expect((await getProfile(profile.id))?.closingSince).toBe(closing.closingSince);
    await nextSecond();
    const again = await signedInClient(runtime.url, member);
    expect((await me(again)).body.profile.closingSince ?? null).toBeNull();
  });

  it('works for a suspended person too: they may close their account, and signing in keeps it, still suspended', async () => {
    const member = { name: 'Sana Suspended', email: 'sana.suspended@example.com' };
    const client = await signedInClient(runtime.url, member);
    const profile = (await me(client)).body.profile;
    expect((await admin.request('POST', `/admin/users/${profile.id}/suspend`, { reason: 'Invented a reference.' })).status).toBe(200);
    await pastTheSuspensionBound(runtime.url);
    expect((await close(client, profile.username)).status).toBe(200);
    await nextSecond();
    const again = apiClient(runtime.url, (await signInThroughStandIn(runtime.url, member)).id_token);
    const opened = await me(again);
    expect(opened.status).toBe(200);
    expect(opened.body.closureCancelled).toBe(true);
    expect((await again.request<AccountStatus>('GET', '/account/status')).body.suspension?.reason).toBe('Invented a reference.');
    expect((await me(again)).body.error.reason).toBe('account_suspended');
  });
});

describe('while an account is closing', () => {
  it('pauses its links: an expired one asks its owner for nothing', async () => {
    const owner = await issuing.newOwner();
    const profile = (await me(owner)).body.profile;
    const proof = await issuing.flow.create(owner, { title: 'Paused while closing' });
    const invitee = `paused.invitee${issuing.people()}@acme.com`;
    expect((await invite(owner, proof.id, [{ email: invitee, role: 'peer' }])).status).toBe(201);
    const token = await validationMail(runtime.url).linkTokenFor(invitee);
    await nextSecond();
    expect((await close(owner, profile.username)).status).toBe(200);
    await advanceClock(runtime.url, 73 * 3600 * 1000);
    const asked = await issuing.anonymous.request<ErrorBody>('POST', '/validation/new-link', { token });
    expect(asked.status).toBe(403);
    expect(asked.body.error.reason).toBe('link_paused');
    expect((await validationMail(runtime.url).mails()).filter((mail) => mail.subject.includes(`${invitee} asks for a new validation link`))).toEqual([]);
  });

  it('sends its owner no LinkedIn expiry reminder: nothing to reconnect what is about to be erased', async () => {
    const member = { name: 'Rhea Reminded', email: 'rhea.reminded@example.com' };
    const client = await signedInClient(runtime.url, member);
    const profile = (await me(client)).body.profile;
    const expiresAt = new Date(clock.now().getTime() + 3 * DAY_MS).toISOString();
    await putLinkedinToken({ userId: profile.id, accessToken: 'ciphertext', kind: 'marketing', scope: 'openid w_member_social', expiresAt, personId: 'rhea' });
    await scheduleExpiryReminders(profile.id, expiresAt);
    expect((await close(client, profile.username)).status).toBe(200);
    const run = await sendDueExpiryReminders(new Date(Date.parse(expiresAt) - DAY_MS / 2));
    expect(run).toMatchObject({ sent: 0, obsolete: 1 });
    expect((await validationMail(runtime.url).mails()).filter((mail) => mail.to.includes(member.email) && /LinkedIn/.test(mail.subject))).toEqual([]);
  });
});

describe('an erasure a failure stopped', () => {
  it('is finished by a later run of the sweep, and nobody can sign in to the account meanwhile', async () => {
    const ria = await piaWithEverything();
    const standIn = linkedInStandIn(runtime.url);
    expect((await close(ria.owner, ria.profile.username, true)).status).toBe(200);
    // LinkedIn fails while the posts are deleted: the proofs and co-signatures are done by then.
    // Ria is an admin too: her role goes with her, and the admin count with it.
    await makeAdmin(ria.profile.id);
    const admins = async () => Number((await db().send(new GetCommand({ TableName: tableName(), Key: roleKeys.adminCount, ConsistentRead: true }))).Item?.count);
    const adminsBefore = await admins();
    await standIn.injectFault({ endpoint: 'posts', status: 500, times: 20 });
    await advanceClock(runtime.url, ACCOUNT_CLOSURE_GRACE_DAYS * DAY_MS);
    const stopped = await admin.request<JobRun>('POST', '/admin/jobs/ErasureSweeper/run');
    expect(stopped.body.errors).toEqual([`Erasing account ${ria.profile.id} stopped; the next run takes it up again`]);
    const waiting = (await admin.request<DataRequestsAnswer>('GET', '/admin/data-requests')).body.closures.find((entry) => entry.userId === ria.profile.id);
    expect(waiting?.state).toBe('due');
    expect((await issuing.anonymous.request('GET', `/public/proofs/${ria.proof.proofNumber}`)).status).toBe(404);
    // Signing in no longer keeps it once the erasure has begun.
    await nextSecond();
    const tokens = await signInThroughStandIn(runtime.url, ria.pia);
    const refused = await apiClient(runtime.url, tokens.id_token).request<ErrorBody>('GET', '/me');
    expect(refused.status).toBe(401);
    expect(refused.body.error.reason).toBe('session_ended');

    await standIn.clearFaults();
    const finished = await admin.request<JobRun>('POST', '/admin/jobs/ErasureSweeper/run');
    expect(finished.body).toMatchObject({ errors: [], details: { accountsErased: 1 } });
    expect((await admin.request<DataRequestsAnswer>('GET', '/admin/data-requests')).body.closures.map((entry) => entry.userId)).not.toContain(ria.profile.id);
    expect(await admins()).toBe(adminsBefore - 1);
    // Her last mail tells what the run that finished did on LinkedIn.
    const last = (await validationMail(runtime.url).mails()).find((mail) => mail.to.includes(ria.pia.email) && mail.subject === 'Your Provenly account is closed');
    expect(last?.text).toContain('The post Provenly made for you on LinkedIn was deleted there.');
    const items = await scanTable(await runtimeTableOf(runtime.url));
    expect(items.filter((item) => item.pk === `USER#${ria.profile.id}`).map((item) => String(item.sk))).toEqual([]);
    const holding = (text: string) => [...new Set(items.filter((item) => JSON.stringify(item).includes(text)).map((item) => String(item.type)))].sort();
    // Nothing holds her name or her address in the clear: what stays for Quinn's proof (the
    // co-signature she gave by link, withdrawn, its invitation and trail), the admin feed and the
    // mail log is sealed under keys that are gone.
    expect(holding(ria.pia.name)).toEqual([]);
    expect(holding(ria.pia.email)).toEqual([]);
    // Her keys are gone: her account's and her address's.
    expect(await personKeyIdOf(userSubject(ria.profile.id))).toBeNull();
    expect(await personKeyIdOf(mailboxSubject(ria.pia.email))).toBeNull();
    // And her LinkedIn identity's, which named her co-signature: by its member id, never by the account id.
    expect(await personKeyIdOf(linkedinSubject(ria.profile.linkedinProfileId!))).toBeNull();
    expect(await personKeyIdOf(linkedinSubject(ria.profile.id))).toBeNull();
    expect(holding(ria.profile.id)).toEqual(WHAT_KEEPS_AN_ERASED_ID);
    // Her LinkedIn id is another name than her account id (the user pool's subject), as in Cognito.
    const linkedinId = ria.profile.linkedinProfileId!;
    expect(linkedinId).toMatch(/^[\w-]{11}$/);
    expect(linkedinId).not.toBe(ria.profile.id);
    expect(holding(linkedinId)).toEqual([]);
    // Nor does DynamoDB Local's file, free pages and all: what was ever written of hers was sealed.
    const hers = [ria.pia.name, ria.pia.email, linkedinId, ria.proof.title, 'I reviewed every step.', 'Proud of this one'];
    expect(Object.fromEntries(hers.map((text) => [text, filesHolding(runtime.databaseDir!, text)]))).toEqual(Object.fromEntries(hers.map((text) => [text, []])));
  });
});
