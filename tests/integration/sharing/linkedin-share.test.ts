// Sharing a verified proof on LinkedIn through the product's API, against the local stand-in:
// the post LinkedIn stores (exact text, the card as its JPEG thumbnail, the public proof link),
// idempotence, the product's own refusals, and every failure LinkedIn can answer.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../domain/api/errors';
import type { LinkedinPostFailure, LinkedinPostResult, LinkedinStatus } from '../../../domain/api/linkedin';
import { linkedinFailures } from '../../../domain/messages/linkedin';
import { buildSharePostText } from '../../../domain/rules/share-post-text';
import { apiClient, signedInClient, type ApiClient } from '../../support/api-client';
import { connectLinkedin } from '../../support/linkedin-connect';
import { linkedInStandIn, type LinkedInStandInClient } from '../../support/linkedin-stand-in';
import { proofFlow, type OwnProof } from '../../support/proof-flow';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';

let runtime: InProcessRuntime;
let standIn: LinkedInStandInClient;
let owner: ApiClient;
let proof: OwnProof;
const person = { name: 'Sasha Sharer', email: 'sasha.sharer@example.com' };
let shares = 0;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false });
  standIn = linkedInStandIn(runtime.url);
  owner = await signedInClient(runtime.url, person);
  const flow = proofFlow(runtime.url, apiClient(runtime.url));
  proof = await flow.verify(
    owner,
    await flow.create(owner, {
      title: 'Checkout rewrite (v2) at Acme_Corp',
      skills: ['Type Script', 'C#', 'Node js', 'Rust'],
      outcomes: [{ description: 'Checkout 40% faster', metric: '-40%' }, { description: 'Fewer #support tickets' }, { description: 'Kept <2s p95' }, { description: 'Fourth' }],
    }),
  );
  await connectLinkedin(runtime.url, owner, person);
}, 180_000);
afterAll(async () => {
  await runtime?.dispose();
});
beforeEach(async () => {
  await standIn.clearFaults();
});

const share = (message: string, client = owner, proofId = proof.id, image: 'card' | 'none' = 'card') =>
  client.request<LinkedinPostResult | LinkedinPostFailure | ApiErrorBody>('POST', '/linkedin/post', {
    recognitionId: proofId,
    message,
    shareType: 'achievement',
    includeProjectLink: true,
    useAICard: false,
    imageGenerationMethod: image,
  });
/** A message not shared before, so LinkedIn's duplicate check does not answer instead. */
const fresh = (label: string) => `${label} #${(shares += 1)}`;
const expectedText = (message: string) =>
  buildSharePostText({ message, title: proof.title, outcomes: [{ description: 'Checkout 40% faster', metric: '-40%' }, { description: 'Fewer #support tickets' }, { description: 'Kept <2s p95' }], skills: ['Type Script', 'C#', 'Node js'], proofNumber: proof.proofNumber!, origin: runtime.url });

describe('a successful share', () => {
  it('posts the exact text with the card as a JPEG thumbnail and the public proof link, and publishes the proof', async () => {
    const message = 'Proud of this (really) — @team [all] *the* _best_ ~ever~ {ok} | a\\b <3';
    const answer = await share(message);
    expect(answer.status).toBe(200);
    const result = answer.body as LinkedinPostResult;
    expect(result).toMatchObject({ success: true, alreadyShared: false });
    expect(result.shareUrn).toMatch(/^urn:li:share:\d+$/);
    expect(result.webUrl).toBe(`${runtime.url}/__local/linkedin/feed#${result.shareUrn}`);

    const post = (await standIn.posts()).find((candidate) => candidate.urn === result.shareUrn)!;
    expect(post.truncated).toBe(false);
    expect(post.text).toBe(expectedText(message));
    expect(post.text).toContain(`Verify this proof: ${runtime.url}/proof/${proof.proofNumber}`);
    expect(post.text.endsWith('#TypeScript #C# #Nodejs')).toBe(true);
    expect(post.article).toMatchObject({ source: `${runtime.url}/proof/${proof.proofNumber}`, title: proof.title, description: 'Tech lead at Acme' });
    const image = await standIn.postImage(post);
    expect(image.contentType).toBe('image/jpeg');
    expect([...image.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const mine = (await owner.request<OwnProof>('GET', `/proofs/${proof.id}`)).body;
    expect(mine.status).toBe('published');
  });

  it('sharing the same content again answers the existing post and creates none', async () => {
    const message = fresh('Twice');
    const first = (await share(message)).body as LinkedinPostResult;
    const count = (await standIn.posts()).length;
    const second = await share(message);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ success: true, shareUrn: first.shareUrn, webUrl: first.webUrl, alreadyShared: true });
    expect((await standIn.posts()).length).toBe(count);
  });

  it("LinkedIn's DUPLICATE_POST names the existing post: that post is the answer", async () => {
    const existing = (await standIn.posts())[0]!;
    await standIn.injectFault({ endpoint: 'posts', status: 422, code: 'DUPLICATE_POST', message: `Content is a duplicate of ${existing.urn}` });
    const answer = await share(fresh('Duplicate'));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, shareUrn: existing.urn, alreadyShared: true });
  });

  it('any text comes back whole from LinkedIn: the escaping never lets a post be cut', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 120, unit: fc.constantFrom('a', ' ', 'é', '🎉', '\\', '|', '{', '}', '@', '[', ']', '(', ')', '<', '>', '#', '*', '_', '~', '\n', '%', '&') }), async (text) => {
        const message = `${text} ${(shares += 1)}`;
        // Without the card: the text is what is checked, and rendering it twelve times costs seconds.
        const answer = await share(message, owner, proof.id, 'none');
        if (answer.status !== 200) return false;
        const post = (await standIn.posts()).find((candidate) => candidate.urn === (answer.body as LinkedinPostResult).shareUrn)!;
        return !post.truncated && post.text === expectedText(message);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});

describe("the product's own refusals", () => {
  it('an unverified proof: Cannot share unverified project, and LinkedIn is not called', async () => {
    const draft = await proofFlow(runtime.url, apiClient(runtime.url)).create(owner, { title: 'Still a draft' });
    const before = (await standIn.posts()).length;
    const answer = await share('Draft', owner, draft.id);
    expect(answer.status).toBe(400);
    expect((answer.body as ApiErrorBody).error.message).toBe('Cannot share unverified project');
    expect((await standIn.posts()).length).toBe(before);
  });

  it("someone else's proof does not exist for them", async () => {
    const other = await signedInClient(runtime.url, { name: 'Otto Other', email: 'otto.other@example.com' });
    expect((await share('Mine now', other)).status).toBe(404);
  });

  it('without a connection: LinkedIn not connected', async () => {
    const other = await signedInClient(runtime.url, { name: 'Nora Notconnected', email: 'nora.nc@example.com' });
    const flow = proofFlow(runtime.url, apiClient(runtime.url));
    const hers = await flow.verify(other, await flow.create(other, { title: 'Hers' }));
    const answer = await share('Hers', other, hers.id);
    expect(answer.status).toBe(409);
    expect((answer.body as ApiErrorBody).error).toMatchObject({ message: 'LinkedIn not connected', reason: 'linkedin_not_connected' });
  });
});

describe('LinkedIn failures: 502 with the stage, the status and the reason, never a 500', () => {
  const failure = async (label: string) => {
    const answer = await share(fresh(label));
    expect(answer.status, JSON.stringify(answer.body)).toBe(502);
    return answer.body as LinkedinPostFailure;
  };
  const reconnectAfter = async () => connectLinkedin(runtime.url, owner, person);

  it('401 at the post: the token expired, reconnect; the connection is marked disconnected', async () => {
    await standIn.injectFault({ endpoint: 'posts', status: 401 });
    const body = await failure('Expired');
    expect(body).toMatchObject({ success: false, shareUrn: null, error: { message: linkedinFailures[401], reason: 'linkedin_reconnect' }, details: { stage: 'post', status: 401, reconnect: true } });
    expect((await owner.request<LinkedinStatus>('GET', '/linkedin/status')).body.state).toBe('notConnected');
    await reconnectAfter();
  });

  it('403 at the image upload slot: missing w_member_social', async () => {
    await standIn.injectFault({ endpoint: 'images', status: 403 });
    const body = await failure('Forbidden');
    expect(body.details).toMatchObject({ stage: 'image-init', status: 403, reconnect: true, message: linkedinFailures[403] });
    await reconnectAfter();
  });

  it('422 invalid content at the post', async () => {
    await standIn.injectFault({ endpoint: 'posts', status: 422 });
    const body = await failure('Invalid');
    expect(body.details).toMatchObject({ stage: 'post', status: 422, reconnect: false, message: linkedinFailures[422] });
  });

  it('426: the configured LinkedIn-Version was sunset, an operator problem, told as such', async () => {
    await standIn.injectFault({ endpoint: 'images', status: 426 });
    const body = await failure('Sunset');
    expect(body.details).toMatchObject({ stage: 'image-init', status: 426, code: 'NONEXISTENT_VERSION', reconnect: false, message: linkedinFailures[426] });
  });

  it('429: the daily limit, which resets at midnight UTC', async () => {
    await standIn.injectFault({ endpoint: 'posts', status: 429 });
    const body = await failure('Limited');
    expect(body.details).toMatchObject({ stage: 'post', status: 429, message: linkedinFailures[429] });
    expect(body.error.message).toMatch(/midnight UTC/);
  });

  it('PROCESSING_FAILED: LinkedIn could not process the image', async () => {
    await standIn.failImageProcessing();
    const body = await failure('Processing');
    expect(body.details).toMatchObject({ stage: 'image-processing', code: 'PROCESSING_FAILED', message: linkedinFailures.processingFailed });
  });

  it('a passing 5xx is tried again and the post goes out; a lasting one is reported as LinkedIn not answering', async () => {
    await standIn.injectFault({ endpoint: 'upload', status: 503 });
    expect((await share(fresh('Flaky'))).status).toBe(200);
    await standIn.injectFault({ endpoint: 'posts', status: 500, times: 3 });
    const body = await failure('Down');
    expect(body.details).toMatchObject({ stage: 'post', status: 500, message: linkedinFailures.unavailable });
  });

  it('a failed share can be tried again at once and then succeeds', async () => {
    const message = fresh('Again');
    await standIn.injectFault({ endpoint: 'posts', status: 500, times: 3 });
    expect((await share(message)).status).toBe(502);
    expect((await share(message)).status).toBe(200);
  });
});
