// The stand-in's feed page: each post with its text (as text, never HTML) and its image.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePost, startHarness, uploadImage, type Harness } from './api-harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ processingMs: 0 });
});
afterAll(async () => {
  await h.close();
});

describe('feed page', () => {
  it('shows each post\'s author, text, article and image, and never renders user text as HTML', async () => {
    const empty = await fetch(h.client.feedUrl);
    expect(await empty.text()).toContain('No posts yet.');

    const { access_token: token, person } = await h.client.mintToken({ email: 'feed@example.com', name: 'Feed <b>Author</b>' });
    const { urn: image } = await uploadImage(h, token, person);
    const commentary = 'Proof \\<script\\>alert\\(1\\)\\</script\\> & more {hashtag|\\#|Security}';
    const created = await h.rest('/rest/posts', { method: 'POST', token, body: JSON.stringify(articlePost(person, commentary, image)) });
    expect(created.status).toBe(201);

    const response = await fetch(h.client.feedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Proof &lt;script&gt;alert(1)&lt;/script&gt; &amp; more #Security');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Feed &lt;b&gt;Author&lt;/b&gt;');
    expect(html).toContain('Verified proof #42');
    const [post] = await h.client.posts();
    expect(html).toContain(`<img src="${post!.imageUrl}"`);
    // A post's local web page is the feed anchored at its URN.
    expect(html).toContain(`<article class="post" id="${created.headers.get('x-restli-id')!}"`);
  });
});
