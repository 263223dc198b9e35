// The stand-in's /rest/ surface as the product's share flow meets it: version headers, bearer
// tokens and scopes, image upload and processing, article posts, duplicates, invalid content,
// reading posts back, and the daily limit that resets at midnight UTC on the movable clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../core/clock';
import { oldestActiveVersion } from '../../../local/stand-ins/linkedin/api/versions';
import { articlePost, startHarness, TINY_JPEG, TINY_PNG, uploadImage, type Harness } from './api-harness';

let h: Harness;
let token: string;
let person: string;
const MONTH_MS = 31 * 24 * 60 * 60 * 1000;

beforeAll(async () => {
  h = await startHarness({ processingMs: 150 });
  const minted = await h.client.mintToken({ email: 'poster@example.com', name: 'Poster Person' });
  token = minted.access_token;
  person = minted.person;
});
afterAll(async () => {
  await h.close();
});

const monthsAgo = (months: number): string => {
  const now = clock.now();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

describe('versioned API headers', () => {
  it('answers 426 NONEXISTENT_VERSION without LinkedIn-Version, for a sunset version and for one not yet released', async () => {
    const body = JSON.stringify(articlePost(person, 'Version check'));
    const missing = await h.rest('/rest/posts', { method: 'POST', token, body, version: null });
    expect(missing.status).toBe(426);
    expect(await missing.json()).toMatchObject({ status: 426, code: 'NONEXISTENT_VERSION' });

    const sunset = monthsAgo(12);
    const old = await h.rest('/rest/posts', { method: 'POST', token, body, version: sunset });
    expect(old.status).toBe(426);
    expect(await old.json()).toEqual({ status: 426, code: 'NONEXISTENT_VERSION', message: `Requested version ${sunset}01 is not active` });

    const future = await h.rest('/rest/images?action=initializeUpload', { method: 'POST', token, body: JSON.stringify({ initializeUploadRequest: { owner: person } }), version: monthsAgo(-1) });
    expect(future.status).toBe(426);
  });

  it('accepts the oldest version still inside the one-year window, and sunsets it when the clock moves on', async () => {
    const oldest = oldestActiveVersion(clock.now());
    expect(oldest).toBe(monthsAgo(11));
    const init = () => h.rest('/rest/images?action=initializeUpload', { method: 'POST', token, body: JSON.stringify({ initializeUploadRequest: { owner: person } }), version: oldest });
    expect((await init()).status).toBe(200);
    clock.advance(MONTH_MS);
    const minted = await h.client.mintToken({ email: 'poster@example.com' });
    token = minted.access_token;
    const after = await init();
    expect(after.status).toBe(426);
  });

  it('requires X-Restli-Protocol-Version: 2.0.0', async () => {
    const response = await h.rest(`/rest/images/${encodeURIComponent('urn:li:image:nothing')}`, { token, protocol: null });
    expect(response.status).toBe(400);
  });
});

describe('bearer tokens and scopes', () => {
  it('answers 401 INVALID_ACCESS_TOKEN without or with an unknown token', async () => {
    for (const bad of [undefined, 'made-up']) {
      const response = await h.rest('/rest/posts', { method: 'POST', token: bad, body: '{}' });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ status: 401, serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token' });
    }
  });

  it('answers 403 ACCESS_DENIED to a token without w_member_social', async () => {
    const readOnly = await h.client.mintToken({ email: 'reader@example.com', scopes: ['openid', 'profile', 'email'] });
    const response = await h.rest('/rest/posts', { method: 'POST', token: readOnly.access_token, body: JSON.stringify(articlePost(readOnly.person, 'No scope')) });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED' });
  });

  it('answers 401 EXPIRED_ACCESS_TOKEN once the clock has moved 61 days', async () => {
    const short = await h.client.mintToken({ email: 'expiring@example.com' });
    clock.advance(61 * 24 * 60 * 60 * 1000);
    const response = await h.rest('/rest/images?action=initializeUpload', { method: 'POST', token: short.access_token, body: JSON.stringify({ initializeUploadRequest: { owner: short.person } }) });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'EXPIRED_ACCESS_TOKEN', serviceErrorCode: 65602 });
    token = (await h.client.mintToken({ email: 'poster@example.com' })).access_token;
  });
});

describe('images', () => {
  it('goes WAITING_UPLOAD -> PROCESSING -> AVAILABLE and serves the bytes at its downloadUrl', async () => {
    await h.client.settings({ processingMs: 1000 });
    const init = await h.rest('/rest/images?action=initializeUpload', { method: 'POST', token, body: JSON.stringify({ initializeUploadRequest: { owner: person } }) });
    expect(init.status).toBe(200);
    const { value } = (await init.json()) as { value: { uploadUrl: string; image: string; uploadUrlExpiresAt: number } };
    expect(value.image).toMatch(/^urn:li:image:/);
    expect(value.uploadUrlExpiresAt).toBeGreaterThan(clock.now().getTime());
    const status = async () => (await (await h.rest(`/rest/images/${encodeURIComponent(value.image)}`, { token })).json()) as Record<string, unknown>;
    expect(await status()).toMatchObject({ status: 'WAITING_UPLOAD', owner: person, id: value.image });

    expect((await fetch(value.uploadUrl, { method: 'PUT', body: new Uint8Array(TINY_JPEG) })).status).toBe(201);
    const processing = await status();
    expect(processing.status).toBe('PROCESSING');
    expect(processing).not.toHaveProperty('downloadUrl');
    await new Promise((done) => setTimeout(done, 1100));
    await h.client.settings({ processingMs: 150 });
    const available = await status();
    expect(available.status).toBe('AVAILABLE');
    const bytes = await fetch(String(available.downloadUrl));
    expect(bytes.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await bytes.arrayBuffer()).equals(TINY_JPEG)).toBe(true);
  });

  it('accepts PNG, refuses bytes that are no JPEG or PNG, and a second upload', async () => {
    expect((await uploadImage(h, token, person, TINY_PNG)).status).toBe('AVAILABLE');
    const init = await h.rest('/rest/images?action=initializeUpload', { method: 'POST', token, body: JSON.stringify({ initializeUploadRequest: { owner: person } }) });
    const { value } = (await init.json()) as { value: { uploadUrl: string } };
    const text = await fetch(value.uploadUrl, { method: 'PUT', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    expect(text.status).toBe(400);
    expect((await fetch(value.uploadUrl, { method: 'PUT', body: new Uint8Array(TINY_JPEG) })).status).toBe(201);
    expect((await fetch(value.uploadUrl, { method: 'PUT', body: new Uint8Array(TINY_JPEG) })).status).toBe(400);
    expect((await fetch(`${value.uploadUrl}x`, { method: 'PUT', body: new Uint8Array(TINY_JPEG) })).status).toBe(404);
  });

  it('refuses an upload for someone else and a missing owner', async () => {
    const other = await h.client.mintToken({ email: 'other@example.com' });
    const foreign = await h.rest('/rest/images?action=initializeUpload', { method: 'POST', token, body: JSON.stringify({ initializeUploadRequest: { owner: other.person } }) });
    expect(foreign.status).toBe(403);
    const missing = await h.rest('/rest/images?action=initializeUpload', { method: 'POST', token, body: JSON.stringify({ initializeUploadRequest: {} }) });
    expect(missing.status).toBe(422);
    const { urn } = await uploadImage(h, token, person);
    expect((await h.rest(`/rest/images/${encodeURIComponent(urn)}`, { token: other.access_token })).status).toBe(403);
  });
});

describe('posts', () => {
  it('creates an article post: 201, empty body, the URN only in x-restli-id; it appears in posts.json', async () => {
    const { urn: image } = await uploadImage(h, token, person);
    const response = await h.rest('/rest/posts', { method: 'POST', token, body: JSON.stringify(articlePost(person, 'Verified on Provenly: /proof/42', image)) });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');
    const urn = response.headers.get('x-restli-id');
    expect(urn).toMatch(/^urn:li:share:\d{19}$/);
    const listed = (await h.client.posts()).find((post) => post.urn === urn);
    expect(listed).toMatchObject({ author: person, authorName: 'Poster Person', commentary: 'Verified on Provenly: /proof/42', truncated: false, image, article: { source: 'https://provenly.example/proof/42', title: 'Verified proof #42' } });
    expect(listed!.webUrl).toBe(`https://www.linkedin.com/feed/update/${urn}/`);
    expect((await h.client.postImage(listed!)).bytes.equals(TINY_JPEG)).toBe(true);
  });

  it('answers 422 DUPLICATE_POST naming the existing post when the same author posts the same commentary again', async () => {
    const body = JSON.stringify(articlePost(person, 'Exactly the same words'));
    const first = await h.rest('/rest/posts', { method: 'POST', token, body });
    expect(first.status).toBe(201);
    const again = await h.rest('/rest/posts', { method: 'POST', token, body });
    expect(again.status).toBe(422);
    const error = (await again.json()) as { message: string; status: number; errorDetails: { inputErrors: { code: string }[] } };
    expect(error.status).toBe(422);
    expect(error.message).toContain(`Content is a duplicate of ${first.headers.get('x-restli-id')}`);
    expect(error.errorDetails.inputErrors[0]!.code).toBe('DUPLICATE_POST');
    const someoneElse = await h.client.mintToken({ email: 'someone.else@example.com' });
    expect((await h.rest('/rest/posts', { method: 'POST', token: someoneElse.access_token, body: JSON.stringify(articlePost(someoneElse.person, 'Exactly the same words')) })).status).toBe(201);
  });

  it('answers 422 for invalid content: missing fields, a thumbnail that is not AVAILABLE, commentary over 3000 characters', async () => {
    const post = (body: unknown) => h.rest('/rest/posts', { method: 'POST', token, body: JSON.stringify(body) });
    const { commentary: _c, ...noCommentary } = articlePost(person, 'x');
    const missing = await post(noCommentary);
    expect(missing.status).toBe(422);
    expect(JSON.stringify(await missing.json())).toContain('/commentary');
    expect((await post({ ...articlePost(person, 'No visibility'), visibility: undefined })).status).toBe(422);
    expect((await post({ ...articlePost(person, 'Bad lifecycle'), lifecycleState: 'LIVE' })).status).toBe(422);
    expect((await post({ ...articlePost(person, 'No distribution'), distribution: undefined })).status).toBe(422);

    const init = await h.rest('/rest/images?action=initializeUpload', { method: 'POST', token, body: JSON.stringify({ initializeUploadRequest: { owner: person } }) });
    const waiting = ((await init.json()) as { value: { image: string } }).value.image;
    const notReady = await post(articlePost(person, 'Thumbnail not uploaded', waiting));
    expect(notReady.status).toBe(422);
    expect(JSON.stringify(await notReady.json())).toContain('WAITING_UPLOAD, not AVAILABLE');
    expect((await post(articlePost(person, 'Unknown thumbnail', 'urn:li:image:nope'))).status).toBe(422);

    expect((await post(articlePost(person, 'a'.repeat(3000)))).status).toBe(201);
    const tooLong = await post(articlePost(person, 'b'.repeat(3001)));
    expect(tooLong.status).toBe(422);
    expect(JSON.stringify(await tooLong.json())).toContain('3000');
  });

  it('refuses a post in someone else\'s name with 403', async () => {
    const other = await h.client.mintToken({ email: 'victim@example.com' });
    const response = await h.rest('/rest/posts', { method: 'POST', token, body: JSON.stringify(articlePost(other.person, 'Not mine')) });
    expect(response.status).toBe(403);
  });

  it('refuses to read a post back without r_member_social, and returns it with that scope', async () => {
    const created = await h.rest('/rest/posts', { method: 'POST', token, body: JSON.stringify(articlePost(person, 'Read me back')) });
    const urn = created.headers.get('x-restli-id')!;
    const denied = await h.rest(`/rest/posts/${encodeURIComponent(urn)}`, { token });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ code: 'ACCESS_DENIED' });
    const reader = await h.client.mintToken({ email: 'poster@example.com', scopes: ['openid', 'profile', 'r_member_social'] });
    const read = await h.rest(`/rest/posts/${encodeURIComponent(urn)}`, { token: reader.access_token });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: urn, author: person, commentary: 'Read me back', lifecycleState: 'PUBLISHED', visibility: 'PUBLIC' });
    expect((await h.rest(`/rest/posts/${encodeURIComponent('urn:li:share:1')}`, { token: reader.access_token })).status).toBe(404);
  });
});

describe('daily limit', () => {
  it('answers 429 once a member has made the day\'s posts, and lets them post again after midnight UTC', async () => {
    const member = await h.client.mintToken({ email: 'busy@example.com' });
    await h.client.settings({ dailyPostLimit: 2 });
    // Start from a fresh UTC day so the count does not straddle midnight.
    const now = clock.now();
    clock.advance(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 0, 1) - now.getTime());
    const fresh = await h.client.mintToken({ email: 'busy@example.com' });
    const post = (text: string) => h.rest('/rest/posts', { method: 'POST', token: fresh.access_token, body: JSON.stringify(articlePost(member.person, text)) });
    expect((await post('one')).status).toBe(201);
    expect((await post('two')).status).toBe(201);
    const third = await post('three');
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ status: 429, serviceErrorCode: 101, code: 'TOO_MANY_REQUESTS', message: 'Resource level throttle limit for calls to this resource is reached.' });
    clock.advance(24 * 60 * 60 * 1000);
    expect((await post('three')).status).toBe(201);
    await h.client.settings({ dailyPostLimit: 150 });
  });
});

describe('restart', () => {
  it('keeps tokens, consents, images and posts across a restart of the stand-in', async () => {
    const { urn: image } = await uploadImage(h, token, person);
    const created = await h.rest('/rest/posts', { method: 'POST', token, body: JSON.stringify(articlePost(person, 'Before the restart', image)) });
    expect(created.status).toBe(201);
    await h.restart();
    const listed = (await h.client.posts()).find((post) => post.urn === created.headers.get('x-restli-id'));
    expect(listed?.commentary).toBe('Before the restart');
    expect((await h.client.postImage(listed!)).bytes.length).toBeGreaterThan(0);
    const again = await h.rest('/rest/posts', { method: 'POST', token, body: JSON.stringify(articlePost(person, 'Before the restart', image)) });
    expect(again.status).toBe(422);
    expect((await h.rest('/rest/posts', { method: 'POST', token, body: JSON.stringify(articlePost(person, 'After the restart', image)) })).status).toBe(201);
  });
});
