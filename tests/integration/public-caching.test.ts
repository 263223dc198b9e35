// The public surfaces through the local edge cache (the stand-in for CloudFront): a proof that is
// published, then edited, then has its approval withdrawn shows the right state on the API, the
// page's meta tags, the card image and the portfolio within the stated freshness bound; ETags and
// 304; a not-found answer is cached a few seconds at most. Time moves with the runtime's clock
// (POST /__local/clock), as the edge cache reads it, so nothing here waits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImagePath } from '../../domain/rules/proof-image';
import { FRESHNESS_BOUND_SECONDS, NOT_FOUND_MAX_AGE_SECONDS, PUBLIC_READ_CACHE_CONTROL } from '../../domain/rules/http-cache';
import { apiClient, signedInClient, type ApiClient } from '../support/api-client';
import { proofContent } from '../support/factories/proof-content';
import { proofFlow } from '../support/proof-flow';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';
import { validationMail } from '../support/validation-mail';
import { advanceClock } from '../support/clock';

let runtime: InProcessRuntime;
let anonymous: ApiClient;
let owner: ApiClient;
let flow: ReturnType<typeof proofFlow>;
let handle: string;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ edgeCache: true, throttle: false, seedDemo: false });
  anonymous = apiClient(runtime.url);
  owner = await signedInClient(runtime.url, { name: 'Casey Cache', email: 'casey@acme.com' });
  handle = (await owner.request<{ profile: { username: string } }>('GET', '/me')).body.profile.username;
  flow = proofFlow(runtime.url, anonymous);
});
afterAll(async () => {
  await runtime?.dispose();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${runtime.url}${path}`, { headers });
const advance = (seconds: number) => advanceClock(runtime.url, seconds * 1000);
/** Past the bound: every copy a viewer can get now is the current one. */
const pastTheBound = () => advance(FRESHNESS_BOUND_SECONDS + 1);
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

interface Lookup {
  state: string;
  proof?: { title: string; skills: string[]; imageUrl: string };
}
interface Portfolio {
  proofs: { id: string; skills: string[]; imageUrl: string }[];
}

async function surfaces(proofNumber: string) {
  const api = await get(`/api/public/proofs/${proofNumber}`);
  const page = await (await get(`/proof/${proofNumber}`)).text();
  const portfolio = (await (await get(`/api/public/portfolios/${handle}`)).json()) as Portfolio;
  return { status: api.status, lookup: (await api.json()) as Lookup, page, portfolio };
}

describe('a public proof through the edge cache', () => {
  it('shows published, edited and withdrawn states on every surface within the bound', async () => {
    const published = await flow.published(owner, { title: 'Cache-friendly checkout' });
    const number = published.proofNumber!;

    // Published: the lookup, the page's card, the image and the portfolio all show it.
    const first = await surfaces(number);
    expect(first.lookup).toMatchObject({ state: 'verified', proof: { title: 'Cache-friendly checkout', skills: ['TypeScript'] } });
    const firstImage = first.lookup.proof!.imageUrl;
    expect(metaContent(first.page, 'og:image')).toBe(`${runtime.url}${firstImage}`);
    expect(first.portfolio.proofs.map((proof) => proof.id)).toEqual([published.id]);
    const image = await get(firstImage);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // Edited (a new skill is attested content: the proof awaits re-validation). Viewers may see
    // the copy they were served for at most the bound; past it, every surface shows the edit.
    await flow.edit(owner, published, proofContent({ title: 'Cache-friendly checkout', skills: ['TypeScript', 'Caching'] }));
    const cached = await get(`/api/public/proofs/${number}`);
    expect(cached.headers.get('x-cache')).toMatch(/^Hit/);
    await pastTheBound();
    const edited = await surfaces(number);
    expect(edited.lookup.state).toBe('awaiting-revalidation');
    expect(edited.portfolio.proofs).toEqual([]);

    // Approved again: past the bound every surface shows the new content, with a new card.
    expect((await owner.request('POST', `/proofs/${published.id}/revalidation-requests`)).status).toBe(201);
    const link = await validationMail(runtime.url).linkTokenFor('validator1.person@acme.com');
    const { contentHash } = (await anonymous.request<{ contentHash: string }>('POST', '/validation/open', { token: link })).body;
    expect((await anonymous.request('POST', '/validation/decide', { token: link, decision: 'approved', contentHash })).status).toBe(200);
    await pastTheBound();
    const reapproved = await surfaces(number);
    expect(reapproved.lookup).toMatchObject({ state: 'verified', proof: { skills: ['TypeScript', 'Caching'] } });
    expect(reapproved.portfolio.proofs[0]?.skills).toEqual(['TypeScript', 'Caching']);
    expect(reapproved.lookup.proof!.imageUrl).not.toBe(firstImage);
    expect(metaContent(reapproved.page, 'og:image')).toBe(`${runtime.url}${reapproved.lookup.proof!.imageUrl}`);

    // Withdrawn: the only approval goes, the proof awaits re-validation. Past the bound the lookup
    // says so, the page previews the generic card, the portfolio no longer lists it, and its card
    // is gone at every version, even the year-long cached ones (the edge was told to forget them).
    const withdrawn = await anonymous.request('POST', '/validation/withdraw', { token: await validationMail(runtime.url).withdrawTokenFor('validator1.person@acme.com'), reason: 'I was not on this project.' });
    expect(withdrawn.status).toBe(200);
    await pastTheBound();
    const after = await surfaces(number);
    expect(after.lookup.state).toBe('awaiting-revalidation');
    expect(after.lookup.proof).toBeUndefined();
    expect(metaContent(after.page, 'og:image')).toBe(`${runtime.url}${productImagePath()}`);
    expect(after.page).not.toContain('Cache-friendly checkout');
    expect(after.portfolio.proofs).toEqual([]);
    expect((await get(`/og/proof/${number}.png?v=000000000000`)).status).toBe(404);
    expect((await get(`/og/proof/${number}.png`)).status).toBe(404);
    for (const retired of [firstImage, reapproved.lookup.proof!.imageUrl]) expect((await get(retired)).status, retired).toBe(404);
  });

  it('forgets a year-long cached card and a day-long cached credential at once when its proof is deleted, and caches another spelling of the card\u2019s link only briefly', async () => {
    const proof = await flow.published(owner, { title: 'Short-lived card' });
    const imageUrl = ((await (await get(`/api/public/proofs/${proof.proofNumber}`)).json()) as Lookup).proof!.imageUrl;
    let credentialUrl: string | undefined;
    await expect.poll(async () => (credentialUrl = ((await anonymous.request<{ credential: { url: string } | null }>('GET', `/public/proofs/${proof.proofNumber}/credential`)).body.credential?.url))).toBeTruthy();
    const credentialPath = new URL(credentialUrl!).pathname;
    expect((await get(credentialPath)).headers.get('x-cache')).toMatch(/^Miss/);
    expect((await get(credentialPath)).headers.get('x-cache')).toMatch(/^Hit/);
    expect((await get(imageUrl)).headers.get('x-cache')).toMatch(/^Miss/);
    expect((await get(imageUrl)).headers.get('x-cache')).toMatch(/^Hit/);
    const otherSpelling = await get(imageUrl.replace(proof.proofNumber!, proof.proofNumber!.toLowerCase()));
    expect(otherSpelling.status).toBe(200);
    expect(otherSpelling.headers.get('cache-control')).toBe(PUBLIC_READ_CACHE_CONTROL);

    expect((await owner.request('DELETE', `/proofs/${proof.id}`)).status).toBe(200);
    // The table's stream brings the change to the invalidating function within a poll or two; no clock moves.
    await expect.poll(async () => (await get(imageUrl)).status, { timeout: 5_000 }).toBe(404);
    await expect.poll(async () => (await get(credentialPath)).status, { timeout: 5_000 }).toBe(410);
  });

  it('gives public reads an ETag and Cache-Control, and answers a matching If-None-Match with 304', async () => {
    const proof = await flow.published(owner, { title: 'Conditional requests' });
    const path = `/api/public/proofs/${proof.proofNumber}`;
    // Uncompressed, the edge passes on the function's strong ETag (compressing makes it weak, as below).
    const identity = { 'accept-encoding': 'identity' };
    const fresh = await get(path, identity);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('cache-control')).toBe(PUBLIC_READ_CACHE_CONTROL);
    const etag = fresh.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const again = await get(path, { ...identity, 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await get(path, { ...identity, 'if-none-match': '"something-else"' })).status).toBe(200);

    // The page and the portfolio too.
    for (const other of [`/proof/${proof.proofNumber}`, `/api/public/portfolios/${handle}`]) {
      const first = await get(other);
      expect(first.headers.get('etag'), other).toBeTruthy();
      expect((await get(other, { 'if-none-match': first.headers.get('etag')! })).status, other).toBe(304);
    }
  });

  it('caches a not-found answer a few seconds at most, so a proof is findable soon after publishing', async () => {
    const missing = await get('/api/public/proofs/PJ-ZZZZZZ');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${NOT_FOUND_MAX_AGE_SECONDS}`);
    expect((await get('/api/public/proofs/PJ-ZZZZZZ')).headers.get('x-cache')).toMatch(/^Hit/);
    await advance(NOT_FOUND_MAX_AGE_SECONDS + 1);
    expect((await get('/api/public/proofs/PJ-ZZZZZZ')).headers.get('x-cache')).toMatch(/^Miss/);
  });
});

describe('/u/{handle}', () => {
  it('opens the portfolio', async () => {
    const response = await fetch(`${runtime.url}/u/${handle}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/portfolio/${handle}`);
    const followed = await fetch(`${runtime.url}/u/${handle}`);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toContain('og:type" content="profile"');
  });
});

describe('compression at the edge', () => {
  it('sends a page compressed to a browser that takes it, with the stylesheet inside and a weak ETag that still answers 304', async () => {
    const proof = await flow.published(owner, { title: 'Compressed at the edge' });
    const path = `/proof/${proof.proofNumber}`;
    const page = await get(path, { 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('vary')).toMatch(/accept-encoding/i);
    const html = await page.text();
    expect(html).toContain('Compressed at the edge');
    // The stylesheet arrives with the page: no second round trip before the first paint.
    expect(html).toMatch(/<style>[^<]*\.flex\{/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    const etag = page.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect((await get(path, { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(304);

    const plain = await get(path, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });
});
