// The admin panel's API on the local runtime: the ADMIN_EMAILS bootstrap, the overview's numbers,
// user search, granting and revoking (never the last admin), and suspending an account (its calls
// refused, its public pages gone, its pending links paused; it still signs in, to read why and
// appeal: suspension-appeals.test.ts) and restoring it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLogPage } from '../../../domain/api/admin/admin-log';
import type { AdminRolesPage } from '../../../domain/api/admin/roles';
import type { AdminStats } from '../../../domain/api/admin/stats';
import type { AdminUserDetail, AdminUsersPage } from '../../../domain/api/admin/users';
import { admin as messages } from '../../../domain/messages/admin';
import { portal } from '../../../domain/messages/portal';
import { apiClient, signedInClient, type ApiClient } from '../../support/api-client';
import { proofFlow } from '../../support/proof-flow';
import { validationMail } from '../../support/validation-mail';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { pastTheSuspensionBound } from '../../support/clock';

const ADMIN = { name: 'Greta Gatekeeper', email: 'greta.gatekeeper@example.com' };
let runtime: InProcessRuntime;
let admin: ApiClient;
let owner: ApiClient;
let other: ApiClient;
let ownerId: string;
let username: string;

const profileOf = async (client: ApiClient) => (await client.request<{ profile: { id: string; username: string }; isAdmin: boolean }>('GET', '/me')).body;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false, env: { ADMIN_EMAILS: ` someone@else.example, ${ADMIN.email.toUpperCase()} ` } });
  [admin, owner, other] = await Promise.all([
    signedInClient(runtime.url, ADMIN),
    signedInClient(runtime.url, { name: 'Priya Ramanathan', email: 'priya.ramanathan@example.com' }),
    signedInClient(runtime.url, { name: 'Oscar Other', email: 'oscar.other@example.com' }),
  ]);
  const me = await profileOf(owner);
  ownerId = me.profile.id;
  username = me.profile.username;
}, 120_000);
afterAll(async () => {
  await runtime?.dispose();
});

describe('bootstrap and access', () => {
  it('makes a verified e-mail in ADMIN_EMAILS an admin at sign-in, granted by configuration and logged', async () => {
    expect((await profileOf(admin)).isAdmin).toBe(true);
    expect((await profileOf(owner)).isAdmin).toBe(false);
    const roles = await admin.request<AdminRolesPage>('GET', '/admin/roles');
    expect(roles.body.items).toEqual([expect.objectContaining({ displayName: ADMIN.name, grantedBy: 'configuration' })]);
    const log = await admin.request<AdminLogPage>('GET', '/admin/log?limit=50');
    expect(log.body.items.at(-1)).toMatchObject({ seq: 1, action: 'grant-admin', actor: 'configuration', prevHash: '' });
  });

  it('refuses every admin route to the anonymous (401), the owner and another user (403)', async () => {
    const anonymous = apiClient(runtime.url);
    for (const [method, path] of [['GET', '/admin/stats'], ['GET', '/admin/users'], ['GET', `/admin/users/${ownerId}`], ['POST', `/admin/users/${ownerId}/suspend`], ['GET', '/admin/roles'], ['POST', '/admin/roles'], ['DELETE', `/admin/roles/${ownerId}`], ['GET', '/admin/log']] as const) {
      const body = method === 'POST' ? { reason: 'x', email: 'priya.ramanathan@example.com' } : undefined;
      expect((await anonymous.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await owner.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await other.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('overview and users', () => {
  it('counts users, recognitions and validations, with the verification rate as a rounded percent', async () => {
    const flow = proofFlow(runtime.url, apiClient(runtime.url));
    await flow.published(owner, { title: 'Verified at Acme' });
    await flow.create(owner, { title: 'Still a draft' });
    await flow.create(owner, { title: 'Another draft' });
    const stats = await admin.request<AdminStats>('GET', '/admin/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ totalUsers: 3, recognitions: 3, verificationRate: 33 });
    expect(stats.body.validations).toBeGreaterThanOrEqual(1);
  });

  it('finds users by the start of any word of their name or username, case-insensitively, a page at a time', async () => {
    const found = await admin.request<AdminUsersPage>('GET', '/admin/users?q=RAMAN');
    expect(found.body.items.map((row) => row.id)).toEqual([ownerId]);
    expect(found.body.items[0]).toMatchObject({ displayName: 'Priya Ramanathan', plan: 'free', linkedinConnected: expect.any(Boolean), suspendedAt: null });
    expect((await admin.request<AdminUsersPage>('GET', '/admin/users?q=priya%20ram')).body.items).toHaveLength(1);
    expect((await admin.request<AdminUsersPage>('GET', '/admin/users?q=nobody')).body.items).toEqual([]);
    const first = await admin.request<AdminUsersPage>('GET', '/admin/users?limit=2');
    expect(first.body.items).toHaveLength(2);
    const second = await admin.request<AdminUsersPage>('GET', `/admin/users?limit=2&cursor=${first.body.cursor}`);
    expect(second.body.items.map((row) => row.id)).not.toContain(first.body.items[0]!.id);
    expect((await admin.request('GET', '/admin/users?limit=0')).status).toBe(400);
  });

  it('shows a user page with proofs, co-signatures received and LinkedIn state', async () => {
    const page = await admin.request<AdminUserDetail>('GET', `/admin/users/${ownerId}`);
    expect(page.status).toBe(200);
    expect(page.body.proofs.map((proof) => proof.title)).toEqual(expect.arrayContaining(['Verified at Acme', 'Still a draft']));
    expect(page.body.cosignaturesReceived.length).toBeGreaterThanOrEqual(1);
    expect(page.body.linkedin).toMatchObject({ connected: expect.any(Boolean) });
    expect((await admin.request('GET', '/admin/users/no-such-user')).status).toBe(404);
  });
});

describe('admin roles', () => {
  it('grants by e-mail with the spec messages and never revokes the last admin', async () => {
    const missing = await admin.request<{ error: { message: string } }>('POST', '/admin/roles', { email: 'nobody@example.com' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(messages.userNotFound);
    expect((await admin.request('POST', '/admin/roles', { email: '' })).status).toBe(400);
    const granted = await admin.request('POST', '/admin/roles', { email: 'Oscar.Other@example.com' });
    expect(granted.status).toBe(201);
    const again = await admin.request<{ error: { message: string } }>('POST', '/admin/roles', { email: 'oscar.other@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(messages.alreadyAdmin);
    expect((await profileOf(other)).isAdmin).toBe(true);

    const otherId = (await profileOf(other)).profile.id;
    const adminId = (await profileOf(admin)).profile.id;
    // The two revoke each other at the same moment: exactly one stays (the other's request is
    // refused as the last admin's revoke, or as a non-admin's if it was checked after losing the role).
    const [a, b] = await Promise.all([admin.request('DELETE', `/admin/roles/${otherId}`), other.request('DELETE', `/admin/roles/${adminId}`)]);
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    expect([403, 409]).toContain(a.status === 200 ? b.status : a.status);
    const survivor = a.status === 200 ? admin : other;
    expect((await survivor.request<AdminRolesPage>('GET', '/admin/roles')).body.items).toHaveLength(1);
    const last = await survivor.request<{ error: { message: string } }>('DELETE', `/admin/roles/${a.status === 200 ? adminId : otherId}`);
    expect(last.status).toBe(409);
    expect(last.body.error.message).toBe(messages.lastAdmin);
    // Put things back for the tests below: the configured admin is an admin again.
    if (a.status !== 200) {
      await other.request('POST', '/admin/roles', { email: ADMIN.email });
      await admin.request('DELETE', `/admin/roles/${otherId}`);
    }
    const log = await admin.request<AdminLogPage>('GET', '/admin/log?limit=50');
    expect(log.body.items.map((entry) => entry.action)).toEqual(expect.arrayContaining(['grant-admin', 'revoke-admin']));
  });
});

describe('suspension', () => {
  it('refuses the suspended account everywhere, hides its public pages, pauses its links, and restores it all', async () => {
    const flow = proofFlow(runtime.url, apiClient(runtime.url));
    const pendingProof = await flow.create(owner, { title: 'Waiting for a co-signer' });
    const sent = await owner.request('POST', '/validation-requests', { recognitionId: pendingProof.id, validators: [{ email: 'pending.cosigner@acme.com', role: 'peer' }] });
    expect(sent.status).toBe(201);
    const token = await validationMail(runtime.url).linkTokenFor('pending.cosigner@acme.com');
    const anonymous = apiClient(runtime.url);
    expect((await anonymous.request('GET', `/public/portfolios/${username}`)).status).toBe(200);
    const publicProof = await flow.published(owner, { title: 'Public before the suspension' });
    const publicPage = () => anonymous.request<{ credential?: { credentialId: string; status: string } }>('GET', `/public/proofs/${publicProof.proofNumber}`);
    const credentialBefore = (await publicPage()).body.credential;
    expect(credentialBefore?.status).toBe('active');

    expect((await admin.request('POST', `/admin/users/${ownerId}/suspend`, {})).status).toBe(400);
    const suspended = await admin.request<AdminUserDetail>('POST', `/admin/users/${ownerId}/suspend`, { reason: 'Impersonating a colleague' });
    expect(suspended.status).toBe(200);
    expect(suspended.body.user.suspendedAt).toEqual(expect.any(String));
    expect((await admin.request('POST', `/admin/users/${ownerId}/suspend`, { reason: 'again' })).status).toBe(409);

    await pastTheSuspensionBound(runtime.url);
    const refused = await owner.request<{ error: { message: string } }>('GET', '/proofs');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(messages.suspended);
    expect((await anonymous.request('GET', `/public/portfolios/${username}`)).status).toBe(404);
    expect((await publicPage()).status).toBe(404);
    const paused = await anonymous.request<{ error: { message: string; reason: string } }>('POST', '/validation/open', { token });
    expect(paused.status).toBe(403);
    expect(paused.body.error).toMatchObject({ message: portal.linkPaused, reason: 'link_paused' });

    const restored = await admin.request<AdminUserDetail>('POST', `/admin/users/${ownerId}/restore`, { reason: 'Cleared after review' });
    expect(restored.body.user.suspendedAt).toBeNull();
    await pastTheSuspensionBound(runtime.url);
    expect((await owner.request('GET', '/proofs')).status).toBe(200);
    expect((await anonymous.request('GET', `/public/portfolios/${username}`)).status).toBe(200);
    // The proof's page is back with its credential, still the one issued before.
    expect((await publicPage()).body.credential).toEqual(credentialBefore);
    expect((await anonymous.request('POST', '/validation/open', { token })).status).toBe(200);

    const log = await admin.request<AdminLogPage>('GET', '/admin/log?limit=2');
    expect(log.body.items.map((entry) => [entry.action, entry.reason])).toEqual([
      ['restore-user', 'Cleared after review'],
      ['suspend-user', 'Impersonating a colleague'],
    ]);
    expect(log.body.items[0]!.prevHash).toBe(log.body.items[1]!.hash);
  });
});
