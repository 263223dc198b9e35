// Fault injection: every failure the product must handle can be produced on demand, in the shape
// LinkedIn answers it, for exactly as many calls as asked; DELETE clears them all.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articlePost, startHarness, uploadImage, type Harness } from './api-harness';

let h: Harness;
let token: string;
let person: string;
let counter = 0;

beforeAll(async () => {
  h = await startHarness({ processingMs: 20 });
  ({ access_token: token, person } = await h.client.mintToken({ email: 'faulty@example.com', name: 'Faulty Member' }));
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.client.clearFaults();
});

const createPost = () => h.rest('/rest/posts', { method: 'POST', token, body: JSON.stringify(articlePost(person, `Post number ${(counter += 1)}`)) });

describe('injected statuses on /rest/posts', () => {
  it.each([
    [401, { status: 401, serviceErrorCode: 65602, code: 'EXPIRED_ACCESS_TOKEN' }],
    [403, { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED' }],
    [426, { status: 426, code: 'NONEXISTENT_VERSION' }],
    [429, { status: 429, serviceErrorCode: 101, code: 'TOO_MANY_REQUESTS' }],
    [500, { status: 500, code: 'INTERNAL_SERVER_ERROR' }],
  ])('answers %i once in LinkedIn\'s shape, then posts again', async (status, shape) => {
    await h.client.injectFault({ endpoint: 'posts', status });
    const failed = await createPost();
    expect(failed.status).toBe(status);
    const body = (await failed.json()) as { message: string };
    expect(body).toMatchObject(shape);
    if (status === 426) expect(body.message).toMatch(/^Requested version \d{6}01 is not active$/);
    expect((await createPost()).status).toBe(201);
  });

  it('answers 422 DUPLICATE_POST or a validation error, as asked', async () => {
    await h.client.injectFault({ endpoint: 'posts', status: 422, code: 'DUPLICATE_POST', message: 'Content is a duplicate of urn:li:share:7000000000000000000' });
    const duplicate = await createPost();
    expect(duplicate.status).toBe(422);
    expect(await duplicate.json()).toMatchObject({ status: 422, message: 'Content is a duplicate of urn:li:share:7000000000000000000', errorDetails: { inputErrors: [{ code: 'DUPLICATE_POST' }] } });
    await h.client.injectFault({ endpoint: 'posts', status: 422 });
    expect(await (await createPost()).json()).toMatchObject({ status: 422, errorDetailType: 'com.linkedin.common.error.BadRequest' });
  });

  it('answers a 401 REVOKED_ACCESS_TOKEN when that code is asked for, for `times` calls', async () => {
    await h.client.injectFault({ endpoint: 'posts', status: 401, code: 'REVOKED_ACCESS_TOKEN', times: 2 });
    expect(await (await createPost()).json()).toMatchObject({ code: 'REVOKED_ACCESS_TOKEN', serviceErrorCode: 65601 });
    expect((await createPost()).status).toBe(401);
    expect((await createPost()).status).toBe(201);
  });
});

describe('injected statuses on the other endpoints', () => {
  it('fails initializeUpload and the upload itself', async () => {
    await h.client.injectFault({ endpoint: 'images', status: 500 });
    const init = await h.rest('/rest/images?action=initializeUpload', { method: 'POST', token, body: JSON.stringify({ initializeUploadRequest: { owner: person } }) });
    expect(init.status).toBe(500);
    await h.client.injectFault({ endpoint: 'upload', status: 503 });
    await expect(uploadImage(h, token, person)).rejects.toThrow('upload answered 503');
  });

  it('fails the token exchange with an OAuth error body', async () => {
    await h.client.injectFault({ endpoint: 'token', status: 401 });
    const back = await h.client.authorize(h.authorizationUrl(), { name: 'Faulty Member', email: 'faulty@example.com' });
    const response = await h.exchange(back.searchParams.get('code')!);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('fails the authorization itself back to the app', async () => {
    await h.client.injectFault({ endpoint: 'authorization', status: 500 });
    const response = await fetch(h.authorizationUrl(), { redirect: 'manual' });
    expect(new URL(response.headers.get('location')!).searchParams.get('error')).toBe('server_error');
  });

  it('fails userinfo and introspection', async () => {
    await h.client.injectFault({ endpoint: 'userinfo', status: 401 });
    const info = await fetch(`${h.standIn.issuer}/v2/userinfo`, { headers: { authorization: `Bearer ${token}` } });
    expect(info.status).toBe(401);
    expect(await info.json()).toMatchObject({ code: 'EXPIRED_ACCESS_TOKEN' });
    await h.client.injectFault({ endpoint: 'introspect', status: 500 });
    const introspect = await fetch(`${h.standIn.issuer}/oauth/v2/introspectToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: h.standIn.clientId, client_secret: h.standIn.clientSecret, token }).toString(),
    });
    expect(introspect.status).toBe(500);
    expect(await introspect.json()).toMatchObject({ error: 'server_error' });
  });
});

describe('image processing failure', () => {
  it('ends the next upload in PROCESSING_FAILED, without a downloadUrl, and refuses it as a thumbnail', async () => {
    await h.client.failImageProcessing();
    const failed = await uploadImage(h, token, person);
    expect(failed.status).toBe('PROCESSING_FAILED');
    expect(failed.body).not.toHaveProperty('downloadUrl');
    const post = await h.rest('/rest/posts', { method: 'POST', token, body: JSON.stringify(articlePost(person, 'With a failed image', failed.urn)) });
    expect(post.status).toBe(422);
    expect((await uploadImage(h, token, person)).status).toBe('AVAILABLE');
  });
});

describe('the control itself', () => {
  it('lists pending faults, clears them with DELETE and refuses malformed ones', async () => {
    await h.client.injectFault({ endpoint: 'posts', status: 429, times: 3 });
    await h.client.failImageProcessing(2);
    expect(await h.client.faults()).toMatchObject({ statuses: [{ endpoint: 'posts', status: 429, remaining: 3 }], imageProcessingFailures: 2 });
    await h.client.clearFaults();
    expect(await h.client.faults()).toEqual({ statuses: [], imageProcessingFailures: 0, scopeGrants: [] });
    expect((await createPost()).status).toBe(201);
    for (const bad of [{ endpoint: 'nowhere', status: 500 }, { endpoint: 'posts', status: 200 }, { image: 'AVAILABLE' }, 'nonsense']) {
      const response = await fetch(`${h.client.base}/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bad) });
      expect(response.status).toBe(400);
    }
    const broken = await fetch(`${h.client.base}/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(broken.status).toBe(400);
  });
});
