// The share dialog's checks and the connection's upkeep against the local stand-in: Diagnostics,
// Debug Account, Verify Post (which LinkedIn does not let apps do), the owner's card image, and
// the e-mail reminders a week and a day before the connection expires.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebugResult, DiagnoseResult, LinkedinPostResult, VerifyPostResult } from '../../../domain/api/linkedin';
import { linkedinChecks, linkedinFailures } from '../../../domain/messages/linkedin';
import { sharing } from '../../../domain/messages/sharing';
import { apiClient, signedInClient, type ApiClient } from '../../support/api-client';
import { connectLinkedin } from '../../support/linkedin-connect';
import { linkedInStandIn } from '../../support/linkedin-stand-in';
import { proofFlow, type OwnProof } from '../../support/proof-flow';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { validationMail } from '../../support/validation-mail';
import { advanceClock } from '../../support/clock';

let runtime: InProcessRuntime;
let owner: ApiClient;
let proof: OwnProof;
const person = { name: 'Dana Diagnose', email: 'dana.diagnose@example.com' };
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false });
  owner = await signedInClient(runtime.url, person);
  const flow = proofFlow(runtime.url, apiClient(runtime.url));
  proof = await flow.verify(owner, await flow.create(owner, { title: 'Search relevance at Acme' }));
}, 180_000);
afterAll(async () => {
  await runtime?.dispose();
});

const post = <T>(client: ApiClient, path: string, body?: unknown) => client.request<T>('POST', path, body);
const moveClock = (ms: number) => advanceClock(runtime.url, ms);

describe('before connecting', () => {
  it('Diagnostics says the token is missing; Debug Account recommends connecting; Verify Post has nothing to verify', async () => {
    expect((await post<DiagnoseResult>(owner, '/linkedin/diagnose')).body).toMatchObject({ connected: false, tokenStatus: 'missing', hoursUntilExpiry: null, ugcCapability: false, hasRequiredScope: false });
    expect((await post<DebugResult>(owner, '/linkedin/debug-account')).body.debug).toMatchObject({ tokenInfo: null, recommendations: [linkedinChecks.recommendations.connect] });
    expect((await post<VerifyPostResult>(owner, '/linkedin/verify-post', { shareUrn: 'urn:li:share:1' })).body).toEqual({ verified: false, message: sharing.noRecentPost, webUrl: null });
  });

  it('the card image is the owner’s JPEG, 404 for anyone else', async () => {
    const response = await fetch(`${runtime.url}/api/linkedin/card-image/${proof.id}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const other = await signedInClient(runtime.url, { name: 'Ivy Intruder', email: 'ivy.intruder@example.com' });
    expect((await fetch(`${runtime.url}/api/linkedin/card-image/${proof.id}`, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);
  });
});

describe('connected', () => {
  let shared: LinkedinPostResult;

  beforeAll(async () => {
    await connectLinkedin(runtime.url, owner, person);
    shared = (await post<LinkedinPostResult>(owner, '/linkedin/post', { recognitionId: proof.id, message: '', shareType: 'achievement', includeProjectLink: true, useAICard: false, imageGenerationMethod: 'card' })).body;
  }, 60_000);

  it('Diagnostics: an active token, ~60 days left, posting works, the scope is there, and the /v2/me hint', async () => {
    const result = (await post<DiagnoseResult>(owner, '/linkedin/diagnose')).body;
    expect(result).toMatchObject({ connected: true, tokenStatus: 'active', ugcCapability: true, hasRequiredScope: true, hint: sharing.diagnosticsNeedsDeveloperAccess });
    expect(result.hoursUntilExpiry).toBeGreaterThan(59 * 24);
    expect(result.hoursUntilExpiry).toBeLessThanOrEqual(60 * 24);
  });

  it('Diagnostics reports a sunset API version in its own words', async () => {
    await linkedInStandIn(runtime.url).injectFault({ endpoint: 'images', status: 426 });
    const result = (await post<DiagnoseResult>(owner, '/linkedin/diagnose')).body;
    expect(result).toMatchObject({ connected: true, ugcCapability: false });
    expect(result.ugcError).toContain(linkedinFailures[426]);
  });

  it('Debug Account: token info, the LinkedIn name and the posts made from here', async () => {
    const { debug } = (await post<DebugResult>(owner, '/linkedin/debug-account')).body;
    expect(debug.tokenInfo).toMatchObject({ scope: 'openid profile email w_member_social' });
    expect(debug.profile).toEqual({ localizedFirstName: 'Dana', localizedLastName: 'Diagnose' });
    expect(debug.recentPosts.elements).toEqual([expect.objectContaining({ recognitionId: proof.id, shareUrn: shared.shareUrn, webUrl: shared.webUrl })]);
    expect(debug.recommendations).toEqual([linkedinChecks.recommendations.healthy]);
  });

  it('Verify Post says plainly that LinkedIn does not let apps read posts back, and links the post', async () => {
    expect((await post<VerifyPostResult>(owner, '/linkedin/verify-post', { shareUrn: shared.shareUrn })).body).toEqual({ verified: false, message: linkedinChecks.verifyForbidden, webUrl: shared.webUrl });
    expect((await post<VerifyPostResult>(owner, '/linkedin/verify-post', { shareUrn: 'urn:li:share:999' })).body).toMatchObject({ verified: false, message: sharing.postNotFound });
  });

  it('mails a reminder a week before the connection expires and the day before, each once', async () => {
    const mail = validationMail(runtime.url);
    const reminders = async () => (await mail.mails()).filter((m) => m.to.includes(person.email) && /LinkedIn connection/.test(m.subject));
    await moveClock(53 * DAY + 3600_000); // the clock move runs the scheduled jobs
    await expect.poll(async () => (await reminders()).length, { timeout: 10_000 }).toBe(1);
    const [first] = await reminders();
    expect(first!.text).toContain(`${runtime.url}/dashboard`);
    await moveClock(3600_000);
    expect((await reminders()).length).toBe(1);
    await moveClock(6 * DAY);
    await expect.poll(async () => (await reminders()).length, { timeout: 10_000 }).toBe(2);
    await moveClock(2 * DAY);
    expect((await reminders()).length).toBe(2);
  });
});
