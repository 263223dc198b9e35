// The admin's recognitions page and the content-report queue, over HTTP on a private runtime:
// only admins reach them; finding proofs by title word, number and owner; a hidden proof is gone
// from every public surface and comes back on unhide; reports are validated, rate limited and
// decided once, with the reporter and owner told by e-mail and every decision in the admin log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PER_CLIENT_PER_DAY } from '../../../core/moderation/reports';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../../domain/rules/client-address';
import { moderation } from '../../../domain/messages/moderation';
import { routes } from '../../../lambdas/routes';
import { apiClient, signedInClient, type ApiClient } from '../../support/api-client';
import { proofFlow, type OwnProof } from '../../support/proof-flow';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { validationMail } from '../../support/validation-mail';
import { adminLog, makeAdmin, postFrom, reportCounterOf } from './moderation-support';
import { useRuntimeTable } from '../../support/table-snapshot';

const ORIGIN_SECRET = 'origin-secret-for-the-moderation-tests';
let runtime: InProcessRuntime;
let anonymous: ApiClient;
let owner: ApiClient;
let other: ApiClient;
let admin: ApiClient;
let flow: ReturnType<typeof proofFlow>;
let mail: ReturnType<typeof validationMail>;
let ownerProfile: { id: string; username: string };

const OWNER_EMAIL = 'mona.moderated@example.com';

beforeAll(async () => {
  // The origin secret CloudFront would send, so the viewer-address path runs as deployed.
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false, env: { ORIGIN_VERIFY_SECRET: ORIGIN_SECRET } });
  await useRuntimeTable(runtime.url);
  anonymous = apiClient(runtime.url);
  [owner, other, admin] = await Promise.all([
    signedInClient(runtime.url, { name: 'Mona Moderated', email: OWNER_EMAIL }),
    signedInClient(runtime.url, { name: 'Otto Other', email: 'otto.other@example.com' }),
    signedInClient(runtime.url, { name: 'Ada Admin', email: 'ada.admin@example.com' }),
  ]);
  ownerProfile = (await owner.request<{ profile: { id: string; username: string } }>('GET', '/me')).body.profile;
  await makeAdmin((await admin.request<{ profile: { id: string } }>('GET', '/me')).body.profile.id);
  flow = proofFlow(runtime.url, anonymous);
  mail = validationMail(runtime.url);
}, 180_000);
afterAll(async () => {
  await runtime?.dispose();
});

const published = async (title: string) => {
  const proof = await flow.published(owner, { title });
  if (!proof.proofNumber) throw new Error('no proof number');
  return proof as OwnProof & { proofNumber: string };
};

/** What every public surface answers for the proof. */
async function publicSurfaces(proof: OwnProof & { proofNumber: string }) {
  const get = (path: string) => fetch(`${runtime.url}${path}`);
  const [lookup, project, portfolio, image, code, credential, preview] = await Promise.all([
    get(`/api/public/proofs/${proof.proofNumber}`),
    get(`/api/public/projects/${proof.id}`),
    get(`/api/public/portfolios/${ownerProfile.username}`),
    get(`/og/proof/${proof.proofNumber}.png`),
    get(`/api/public/proof-codes/${proof.proofNumber}`),
    get(`/api/public/proofs/${proof.proofNumber}/credential`),
    get(`/proof/${proof.proofNumber}`),
  ]);
  const portfolioBody = (await portfolio.json()) as { proofs: { id: string }[] };
  const credentialBody = (await credential.json()) as { credential: { status: string } | null };
  const lookupBody = (await lookup.json()) as { credential?: { status: string } | null };
  const previewHtml = await preview.text();
  return {
    lookup: lookup.status,
    credentialOnPage: lookupBody.credential?.status ?? null,
    project: project.status,
    onPortfolio: portfolioBody.proofs.some((listed) => listed.id === proof.id),
    image: image.status,
    code: code.status,
    credential: credentialBody.credential?.status ?? null,
    previewNamesProof: previewHtml.includes(proof.proofNumber),
  };
}

const adminRoutes = routes.filter((route) => route.access === 'admin' && route.path.startsWith('/api/admin/') && route.entry.startsWith('lambdas/admin/'));

describe('admin routes', () => {
  it('are refused to anyone but an admin, and write nothing', async () => {
    const proof = await published('Refusal proof');
    for (const route of adminRoutes) {
      const path = route.path.replace('{id}', proof.id).replace('/api', '');
      for (const [who, client, status] of [['anonymous', anonymous, 401], ['owner', owner, 403], ['other', other, 403]] as const) {
        const answer = await client.request(route.method, path, route.method === 'POST' ? { reason: 'x', action: 'dismiss', note: 'x' } : undefined);
        expect(answer.status, `${route.name} as ${who}`).toBe(status);
      }
    }
    expect((await publicSurfaces(proof)).lookup).toBe(200);
  });
});

describe('recognitions', () => {
  it('finds proofs by any-case word prefix of the title, kept in step when the title changes', async () => {
    const proof = await published('Quarterly Zanzibar migration');
    const search = async (by: string, q: string) =>
      (await admin.request<{ items: { id: string; ownerName: string }[] }>('GET', `/admin/recognitions?by=${by}&q=${encodeURIComponent(q)}`)).body.items.map((row) => row.id);
    expect(await search('title', 'ZANZ')).toEqual([proof.id]);
    expect(await search('title', 'migr quart')).toEqual([proof.id]);
    expect(await search('title', 'zanz nomatch')).toEqual([]);
    expect(await search('number', proof.proofNumber)).toEqual([proof.id]);
    expect(await search('number', proof.proofNumber.slice(0, 5))).toEqual([]);
    expect(await search('owner', OWNER_EMAIL.toUpperCase())).toContain(proof.id);
    expect(await search('owner', `@${ownerProfile.username}`)).toContain(proof.id);

    await flow.edit(owner, proof, { title: 'Yearly Xylophone rollout' });
    expect(await search('title', 'zanz')).toEqual([]);
    expect(await search('title', 'xylo')).toEqual([proof.id]);
  });

  it('pages through many matches with a cursor, and refuses a blank or forged search with a 400', async () => {
    for (let i = 0; i < 3; i++) await flow.create(owner, { title: `Pagination probe ${i}` });
    const first = await admin.request<{ items: unknown[]; cursor: string | null }>('GET', '/admin/recognitions?by=title&q=pagination&limit=2');
    expect(first.body.items).toHaveLength(2);
    const second = await admin.request<{ items: unknown[]; cursor: string | null }>('GET', `/admin/recognitions?by=title&q=pagination&limit=2&cursor=${first.body.cursor}`);
    expect(second.body.items).toHaveLength(1);
    expect((await admin.request('GET', '/admin/recognitions?by=title&q=%20')).status).toBe(400);
    expect((await admin.request('GET', `/admin/recognitions?by=title&q=${'x'.repeat(300)}`)).status).toBe(400);
    expect((await admin.request('GET', '/admin/recognitions?by=everything&q=x')).status).toBe(400);
    expect((await admin.request('GET', `/admin/recognitions?by=title&q=pag&cursor=${Buffer.from('{"pk":"USER#x","sk":"PROFILE"}').toString('base64url')}`)).status).toBe(400);
  });

  it('opens one proof with its requests, co-signatures and events', async () => {
    const proof = await published('Detail view proof');
    const detail = await admin.request<{ recognition: { id: string }; requests: { status: string; tokenHash?: string }[]; validations: { status: string }[]; events: { eventType: string }[]; owner: { email: string } }>('GET', `/admin/recognitions/${proof.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.owner.email).toBe(OWNER_EMAIL);
    expect(detail.body.requests.map((request) => request.status)).toEqual(['approved']);
    expect(detail.body.requests[0]).not.toHaveProperty('tokenHash');
    expect(detail.body.validations.map((validation) => validation.status)).toEqual(['approved']);
    expect(detail.body.events.map((event) => event.eventType)).toContain('approve');
    expect((await admin.request('GET', '/admin/recognitions/no-such-proof')).status).toBe(404);
  });

  it('hides a proof from every public surface with a reason, tells the owner, logs it, and shows it again on unhide', async () => {
    const proof = await published('Hidden then shown proof');
    expect(await publicSurfaces(proof)).toEqual({ lookup: 200, credentialOnPage: 'active', project: 200, onPortfolio: true, image: 200, code: 200, credential: 'active', previewNamesProof: true });

    expect((await admin.request('POST', `/admin/recognitions/${proof.id}/hide`, { reason: '  ' })).status).toBe(400);
    expect((await admin.request('POST', `/admin/recognitions/${proof.id}/hide`, { reason: 'x'.repeat(501) })).status).toBe(400);
    const hidden = await admin.request<{ recognition: { hiddenAt: string | null; hiddenReason: string }; publiclyVisible: boolean }>('POST', `/admin/recognitions/${proof.id}/hide`, {
      reason: 'The outcomes could not be substantiated.',
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ recognition: { hiddenReason: 'The outcomes could not be substantiated.' }, publiclyVisible: false });
    expect(await publicSurfaces(proof)).toEqual({ lookup: 404, credentialOnPage: null, project: 404, onPortfolio: false, image: 404, code: 404, credential: null, previewNamesProof: false });
    // The owner still has it, and was told why.
    expect((await owner.request<{ id: string }>('GET', `/proofs/${proof.id}`)).status).toBe(200);
    const told = await mail.newestTo(OWNER_EMAIL, (sent) => sent.subject.includes('no longer public'));
    expect(told?.text).toContain('The outcomes could not be substantiated.');
    const logged = (await adminLog(1))[0];
    expect(logged).toMatchObject({ action: 'hide-proof', target: `proof:${proof.id}`, reason: 'The outcomes could not be substantiated.' });
    // The log outlives the owner's erasure: it names the proof by id and number, never by its words.
    expect(JSON.stringify(logged)).not.toContain(proof.title);

    // Hiding again changes nothing and mails nobody.
    const mailsBefore = await mail.countTo(OWNER_EMAIL);
    expect((await admin.request('POST', `/admin/recognitions/${proof.id}/hide`, { reason: 'Again' })).status).toBe(200);
    expect(await mail.countTo(OWNER_EMAIL)).toBe(mailsBefore);

    const shown = await admin.request<{ publiclyVisible: boolean }>('POST', `/admin/recognitions/${proof.id}/unhide`, {});
    expect(shown.body.publiclyVisible).toBe(true);
    expect(await publicSurfaces(proof)).toEqual({ lookup: 200, credentialOnPage: 'active', project: 200, onPortfolio: true, image: 200, code: 200, credential: 'active', previewNamesProof: true });
    expect(await mail.newestTo(OWNER_EMAIL, (sent) => sent.subject.includes('public again'))).toBeDefined();
    expect((await adminLog(1))[0]).toMatchObject({ action: 'unhide-proof', target: `proof:${proof.id}` });
  });

  it('keeps a hidden proof that lost its verification from saying it awaits re-validation', async () => {
    const proof = await published('Awaiting and hidden proof');
    await flow.edit(owner, proof, { title: 'Awaiting and hidden proof, revised' });
    expect((await (await fetch(`${runtime.url}/api/public/proofs/${proof.proofNumber}`)).json()) as { state: string }).toMatchObject({ state: 'awaiting-revalidation' });
    await admin.request('POST', `/admin/recognitions/${proof.id}/hide`, { reason: 'Under review.' });
    expect((await fetch(`${runtime.url}/api/public/proofs/${proof.proofNumber}`)).status).toBe(404);
  });
});

describe('reports', () => {
  const report = (body: Record<string, unknown>) => anonymous.request<{ reportId: string; error?: { message: string } }>('POST', '/public/reports', body);

  it('refuses incomplete, oversized, forged or unknown reports with a clear 4xx and stores none', async () => {
    const proof = await published('Report validation proof');
    const valid = { reason: 'false_claim', page: `/proof/${proof.proofNumber}`, reporterEmail: 'rita@example.com', goodFaith: true };
    const refusals: [Record<string, unknown> | string, number, string][] = [
      [{ ...valid, goodFaith: false }, 400, 'Please confirm that you are reporting in good faith'],
      [{ ...valid, reporterEmail: 'not-an-address' }, 400, 'Enter a valid email address'],
      [{ ...valid, reason: 'because' }, 400, 'Choose a reason'],
      [{ ...valid, page: 'https://elsewhere.example/proof/PJ-AAAAAA' }, 400, 'The reported page must be a proof, project or portfolio page of this site'],
      [{ ...valid, page: '/dashboard' }, 400, 'The reported page must be a proof, project or portfolio page of this site'],
      [{ ...valid, details: 'x'.repeat(2001) }, 400, 'Details are too long (2,000 characters at most)'],
      [{ ...valid, page: '/proof/PJ-ZZZZZZ' }, 404, 'The reported page was not found'],
      ['{not json', 400, ''],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await report(body as Record<string, unknown>);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (message) expect(JSON.stringify(answer.body)).toContain(message);
    }
    const queue = await admin.request<{ items: { page: string }[] }>('GET', '/admin/reports?state=open');
    expect(queue.body.items.filter((item) => item.page === valid.page)).toEqual([]);
  });

  it('limits how many reports one address sends a day', async () => {
    const proof = await published('Rate limited report proof');
    const body = { reason: 'other', page: `/project/${proof.id}`, reporterEmail: 'busy.reporter@example.com', goodFaith: true };
    for (let i = 0; i < 5; i++) expect((await report(body)).status).toBe(201);
    const refused = await report(body);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toBe(moderation.reportLimitReached);
  });

  it('limits how many reports one client address sends a day, whatever e-mails it gives, and stores nothing past it', async () => {
    const proof = await published('Report flood proof');
    const page = `/proof/${proof.proofNumber}`;
    const from = (address: string, reporterEmail: string, headers?: Record<string, string>) =>
      postFrom(runtime.url, address, '/api/public/reports', { reason: 'false_claim', page, reporterEmail, goodFaith: true }, headers);
    for (let i = 0; i < REPORTS_PER_CLIENT_PER_DAY; i++) expect((await from('127.0.0.2', `flood.${i}@example.com`)).status).toBe(201);

    const refused = await from('127.0.0.2', 'flood.fresh@example.com');
    expect(refused.status).toBe(429);
    expect((refused.body as { error: { message: string } }).error.message).toBe(moderation.reportLimitReached);
    const queue = await admin.request<{ items: { reporterEmail: string }[] }>('GET', '/admin/reports?state=open&limit=100');
    expect(queue.body.items.filter((item) => item.reporterEmail.startsWith('flood.'))).toHaveLength(REPORTS_PER_CLIENT_PER_DAY);
    expect(await reportCounterOf('flood.fresh@example.com')).toBeUndefined(); // the refused report counted nowhere
    // Naming another viewer address does not open a new bucket: only CloudFront, with its origin
    // secret, can say who the viewer is.
    const forged = await from('127.0.0.2', 'flood.forged@example.com', { [VIEWER_ADDRESS_HEADER]: '198.51.100.7', [ORIGIN_VERIFY_HEADER]: 'guess', 'x-forwarded-for': '198.51.100.8' });
    expect(forged.status).toBe(429);
    // Through CloudFront (its secret), the viewer is the one counted, and an IPv6 viewer by its /64.
    const viewer = (address: string) => ({ [VIEWER_ADDRESS_HEADER]: address, [ORIGIN_VERIFY_HEADER]: ORIGIN_SECRET });
    for (let i = 0; i < REPORTS_PER_CLIENT_PER_DAY; i++) expect((await from('127.0.0.2', `v6.${i}@example.com`, viewer(`2001:db8:1:2::${i + 1}`))).status).toBe(201);
    expect((await from('127.0.0.2', 'v6.next@example.com', viewer('2001:db8:1:2:ffff::9'))).status).toBe(429);
    expect((await from('127.0.0.2', 'v6.other@example.com', viewer('2001:db8:1:3::1'))).status).toBe(201);

    // Another client is not affected, and may use the address the refused report gave.
    expect((await from('127.0.0.3', 'flood.fresh@example.com')).status).toBe(201);
  });

  it('dismisses a report once, telling the reporter; another report hides the proof, telling reporter and owner', async () => {
    const proof = await published('Reported twice proof');
    const first = await report({ reason: 'false_claim', details: 'The metric is invented.', page: `/proof/${proof.proofNumber}`, reporterEmail: 'first.reporter@example.com', goodFaith: true });
    const second = await report({ reason: 'not_my_work', page: `/portfolio/${ownerProfile.username}`, reporterEmail: 'second.reporter@example.com', goodFaith: true });
    const third = await report({ reason: 'not_my_work', page: `/project/${proof.id}`, reporterEmail: 'third.reporter@example.com', goodFaith: true });
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);

    const queue = await admin.request<{ items: { id: string; proofTitle: string | null; details: string | null }[] }>('GET', '/admin/reports?state=open&limit=100');
    expect(queue.body.items.find((item) => item.id === first.body.reportId)).toMatchObject({ proofTitle: 'Reported twice proof', details: 'The metric is invented.' });

    const dismissed = await admin.request('POST', `/admin/reports/${first.body.reportId}/decision`, { action: 'dismiss', note: 'The metric is in the linked report.' });
    expect(dismissed.status).toBe(200);
    expect((await admin.request('POST', `/admin/reports/${first.body.reportId}/decision`, { action: 'hide', note: 'Changed my mind.' })).status).toBe(409);
    expect(await mail.newestTo('first.reporter@example.com', (sent) => sent.text.includes('may stay as it is'))).toBeDefined();
    expect((await adminLog(1))[0]).toMatchObject({ action: 'dismiss-report', target: `report:${first.body.reportId}` });
    expect((await publicSurfaces(proof)).lookup).toBe(200);

    // A portfolio report names no proof to hide.
    expect((await admin.request('POST', `/admin/reports/${second.body.reportId}/decision`, { action: 'hide', note: 'No.' })).status).toBe(400);

    const actioned = await admin.request('POST', `/admin/reports/${third.body.reportId}/decision`, { action: 'hide', note: 'Presented as the work of another team.' });
    expect(actioned.status).toBe(200);
    expect((await publicSurfaces(proof)).lookup).toBe(404);
    expect(await mail.newestTo('third.reporter@example.com', (sent) => sent.text.includes('has hidden the proof'))).toBeDefined();
    expect((await mail.newestTo(OWNER_EMAIL, (sent) => sent.subject.includes('no longer public')))?.text).toContain('Presented as the work of another team.');
    expect((await adminLog(2)).map((entry) => entry.action)).toEqual(['hide-reported-proof', 'hide-proof']);
    const open = await admin.request<{ items: { id: string }[] }>('GET', '/admin/reports?state=open&limit=100');
    expect(open.body.items.map((item) => item.id)).not.toContain(third.body.reportId);
    const done = await admin.request<{ items: { id: string }[] }>('GET', '/admin/reports?state=actioned');
    expect(done.body.items.map((item) => item.id)).toContain(third.body.reportId);
    expect((await admin.request('POST', '/admin/reports/no-such-report/decision', { action: 'dismiss', note: 'x' })).status).toBe(404);
  });
});
