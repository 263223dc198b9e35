// The public proof over HTTP: the anonymous read API (only verified, published, public proofs;
// public fields only; masked e-mails), proof images and their caching, link previews without
// JavaScript, and the demo portfolio of a fresh runtime.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImagePath } from '../../domain/rules/proof-image';
import { apiClient, signedInClient, type ApiClient } from '../support/api-client';
import { proofFlow, type OwnProof } from '../support/proof-flow';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';
import { pageAsCrawler } from '../support/public-pages';

interface PublicProof {
  id: string;
  title: string;
  proofNumber: string;
  sealVariant: string | null;
  imageUrl: string;
}
interface Lookup {
  proof: PublicProof;
  owner: { username: string; displayName: string };
  trustLevel: string;
  validations: { name: string | null; validatorEmail: string; role: string; trustScore: number; verifiedOn: string; comment: string | null }[];
}
interface Portfolio {
  profile: { id: string; username: string; displayName: string; productId: string };
  proofs: PublicProof[];
}
interface ErrorBody {
  error: { message: string };
}

const HOSTILE = `<script>alert("x")</script> & 'quotes'`;
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;';

let runtime: InProcessRuntime;
let anonymous: ApiClient;
let owner: ApiClient;
let stranger: ApiClient;
let flow: ReturnType<typeof proofFlow>;
let me: { id: string; username: string; productId: string };
let live: OwnProof;
let draft: OwnProof;
let unpublished: OwnProof;
let edited: OwnProof;
let hostile: OwnProof;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false }); // throttling: tests/runtime/fair-throttling.test.ts
  anonymous = apiClient(runtime.url);
  [owner, stranger] = await Promise.all([
    signedInClient(runtime.url, { name: 'Olive Owner', email: 'olive.owner@acme.com', headline: `Engineer ${HOSTILE}` }),
    signedInClient(runtime.url, { name: 'Sam Stranger', email: 'sam@example.com' }),
  ]);
  me = (await owner.request<{ profile: typeof me }>('GET', '/me')).body.profile;
  flow = proofFlow(runtime.url, anonymous);
  live = await flow.published(owner, { title: 'Payments platform' }, ['First approval', 'Second approval']);
  draft = await flow.create(owner, { title: 'Still a draft' });
  unpublished = await flow.verify(owner, await flow.create(owner, { title: 'Verified, not published' }));
  edited = await flow.published(owner, { title: 'Approved content' });
  edited = await flow.edit(owner, edited, { title: 'Changed after approval' });
  hostile = await flow.published(owner, { title: HOSTILE, description: `Details ${HOSTILE}` });
});
afterAll(async () => {
  await runtime?.dispose();
});

const get = <T>(path: string) => anonymous.request<T & ErrorBody>('GET', `/public${path}`);

describe('public reads', () => {
  it('serves a portfolio by username in any case or by user id, only public proofs, newest first', async () => {
    for (const handle of [me.username, me.username.toUpperCase(), me.id]) {
      const portfolio = await get<Portfolio>(`/portfolios/${encodeURIComponent(handle)}`);
      expect(portfolio.status, handle).toBe(200);
      expect(portfolio.body.profile).toMatchObject({ id: me.id, username: me.username, displayName: 'Olive Owner', productId: me.productId });
      expect(portfolio.body.proofs.map((proof) => proof.id)).toEqual([hostile.id, live.id]);
    }
    expect(await get('/portfolios/nobody-here')).toMatchObject({ status: 404, body: { error: { message: 'Portfolio Not Found' } } });
  });

  it('serves a public project with its owner, and nothing else', async () => {
    const project = await get<{ project: PublicProof; owner: { username: string } }>(`/projects/${live.id}`);
    expect(project.status).toBe(200);
    expect(project.body.project).toMatchObject({ id: live.id, title: 'Payments platform', proofNumber: live.proofNumber });
    expect(project.body.owner).toEqual({ username: me.username, displayName: 'Olive Owner', avatarUrl: null, headline: `Engineer ${HOSTILE}` });
    for (const hidden of [draft, unpublished, edited, { id: 'no-such-proof' }]) {
      expect(await get(`/projects/${hidden.id}`), hidden.id).toMatchObject({ status: 404, body: { error: { message: 'Project Not Found' } } });
    }
  });

  it('looks a proof up by number (trimmed, any case) with its trust level and masked approvals, newest first', async () => {
    const lookup = await get<Lookup>(`/proofs/${encodeURIComponent(` ${live.proofNumber!.toLowerCase()} `)}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body.trustLevel).toBe('Domain Verified');
    expect(lookup.body.validations.map((v) => v.comment)).toEqual(['Second approval', 'First approval']);
    for (const validation of lookup.body.validations) {
      expect(validation).toMatchObject({ validatorEmail: expect.stringMatching(/^v\*\*\*@acme\.com$/), role: 'peer', trustScore: expect.any(Number) });
      expect(Date.parse(validation.verifiedOn)).not.toBeNaN();
    }
    for (const hidden of [unpublished, { proofNumber: 'PJ-AAAAAA' }, { proofNumber: 'not-a-number' }]) {
      const refused = await get(`/proofs/${hidden.proofNumber}`);
      expect(refused, String(hidden.proofNumber)).toMatchObject({ status: 404, body: { error: { message: 'Proof number not found or not verified' } } });
    }
  });

  it('says a published proof whose attested content changed awaits re-validation, and shows none of the unapproved content', async () => {
    const awaiting = await get(`/proofs/${edited.proofNumber}`);
    expect(awaiting).toMatchObject({ status: 200, body: { state: 'awaiting-revalidation', proofNumber: edited.proofNumber, owner: { username: me.username } } });
    expect(JSON.stringify(awaiting.body)).not.toMatch(/Changed after approval|Approved content/);
    expect((await get(`/projects/${edited.id}`)).status).toBe(404);
  });

  it('answers with public fields only: no owner id, hashes, tokens, LinkedIn fields or e-mail addresses', async () => {
    const bodies = await Promise.all([get(`/portfolios/${me.username}`), get(`/projects/${live.id}`), get(`/proofs/${live.proofNumber}`)]);
    for (const { body } of bodies) {
      // A proof's credential is public as a whole (its status is the credential's, not the proof's).
      const { credential, ...rest } = body as { credential?: Record<string, unknown> | null };
      if (credential) expect(Object.keys(credential).sort()).toEqual(['bakedUrl', 'credentialId', 'issuedAt', 'revokedAt', 'status', 'url', 'verifierPlusUrl']);
      const text = JSON.stringify(rest);
      expect(text).not.toMatch(/ownerUserId|contentHash|tokenHash|linkedin|approvals|"email"|visibility|"status"/i);
      expect(text).not.toContain('olive.owner@acme.com');
      const addresses = text.match(/[^"\s]*@[^"\s]*/g) ?? [];
      for (const address of addresses) expect(address).toMatch(/^.\*\*\*@/);
    }
  });

  it('resolves a Provenly ID to a username, with the spec messages when it cannot', async () => {
    expect(await get(`/verify/${me.productId.toLowerCase()}`)).toMatchObject({ status: 200, body: { username: me.username } });
    expect(await get('/verify/not-an-id')).toMatchObject({ status: 400, body: { error: { message: 'Invalid Provenly ID' } } });
    expect(await get('/verify/ABCDEFGH')).toMatchObject({ status: 404, body: { error: { message: 'Provenly ID not found' } } });
  });

  it('resolves a proof code to its project only when verified and published', async () => {
    expect(await get(`/proof-codes/${live.proofNumber!.toLowerCase()}`)).toMatchObject({ status: 200, body: { projectId: live.id } });
    for (const hidden of [unpublished, edited]) expect((await get(`/proof-codes/${hidden.proofNumber}`)).status).toBe(404);
  });
});

const ihdr = (png: Buffer) => ({ signature: png.subarray(1, 4).toString('latin1'), width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('proof images', () => {
  it('renders the public card as a 1200x627 PNG, cached a year for the current version only', async () => {
    const { proof } = (await get<Lookup>(`/proofs/${live.proofNumber}`)).body;
    // The version is that of the card (content, score, seal, trust level, owner's name).
    expect(proof.imageUrl).toMatch(new RegExp(`^/og/proof/${live.proofNumber}\\.png\\?v=[0-9a-f]{12}$`));
    const current = await fetch(`${runtime.url}${proof.imageUrl}`);
    expect(current.status).toBe(200);
    expect(current.headers.get('content-type')).toBe('image/png');
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(ihdr(Buffer.from(await current.arrayBuffer()))).toEqual({ signature: 'PNG', width: 1200, height: 627 });
    for (const stale of [`/og/proof/${live.proofNumber}.png?v=000000000000`, `/og/proof/${live.proofNumber}.png`]) {
      const response = await fetch(`${runtime.url}${stale}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    }
  });

  it('has no image for a proof that is not public', async () => {
    for (const hidden of [unpublished, edited]) expect((await fetch(`${runtime.url}/og/proof/${hidden.proofNumber}.png`)).status).toBe(404);
    expect((await fetch(`${runtime.url}/og/nothing-here.png`)).status).toBe(404);
  });

  it('lets the owner preview any of their proofs, drafts included, and nobody else', async () => {
    const preview = await fetch(`${runtime.url}/api/proofs/${draft.id}/image.png`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(ihdr(Buffer.from(await preview.arrayBuffer()))).toMatchObject({ width: 1200, height: 627 });
    expect((await stranger.request('GET', `/proofs/${draft.id}/image.png`)).status).toBe(404);
    expect((await anonymous.request('GET', `/proofs/${draft.id}/image.png`)).status).toBe(401);
  });
});

const page = (path: string) => pageAsCrawler(runtime.url, path);
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('link previews without JavaScript', () => {
  it('gives /proof, /project and /portfolio pages their title, description, canonical, Open Graph and Twitter tags, escaped', async () => {
    const hostileLookup = await get<Lookup>(`/proofs/${hostile.proofNumber}`);
    const cases = [
      [`/proof/${hostile.proofNumber}`, `/proof/${hostile.proofNumber}`],
      [`/project/${hostile.id}`, `/project/${hostile.id}`],
    ] as const;
    for (const [path, canonical] of cases) {
      const { status, type, html } = await page(path);
      expect(status, path).toBe(200);
      expect(type).toContain('text/html');
      expect(html).toContain('<div id="root">');
      expect(html).toContain(`<title>${ESCAPED} · Olive Owner | Provenly</title>`);
      expect(html).not.toContain('<script>alert');
      expect(metaContent(html, 'og:title')).toBe(`${ESCAPED} · Olive Owner | Provenly`);
      expect(metaContent(html, 'description')).toContain(ESCAPED);
      expect(html).toContain(`<link rel="canonical" href="${runtime.url}${canonical}" />`);
      expect(metaContent(html, 'og:url')).toBe(`${runtime.url}${canonical}`);
      expect(metaContent(html, 'og:image')).toBe(`${runtime.url}${hostileLookup.body.proof.imageUrl}`);
      expect([metaContent(html, 'og:image:width'), metaContent(html, 'og:image:height'), metaContent(html, 'og:type')]).toEqual(['1200', '627', 'article']);
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'twitter:title')).toBe(metaContent(html, 'og:title'));
    }
    const portfolio = await page(`/portfolio/${me.username.toUpperCase()}`);
    expect(portfolio.html).toContain('<title>Olive Owner · Verified portfolio | Provenly</title>');
    expect(portfolio.html).toContain(`<link rel="canonical" href="${runtime.url}/portfolio/${me.username}" />`);
    expect(metaContent(portfolio.html, 'og:image')).toMatch(new RegExp(`/og/proof/${hostile.proofNumber}\\.png\\?v=`));
    expect(metaContent(portfolio.html, 'description')).toBe(`Engineer ${ESCAPED} · 2 verified projects on Provenly.`);
    expect(portfolio.html).not.toContain('<script>alert');
  });

  it('renders the page itself into the first HTML, escaped like the rest, and nothing for what is not public', async () => {
    const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
    // React's escaping of the hostile title: no tag survives, the text reads the same.
    const reactEscaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;quotes&#x27;';
    const proofPage = (await page(`/proof/${(hostile.proofNumber ?? '').toLowerCase()}`)).html;
    const proof = rootOf(proofPage);
    // Whole, in place: nothing left for a script to swap in (a reader without JavaScript would not see it).
    expect(proof).not.toMatch(/\$RC|<template|hidden id="S:/);
    expect(proof).toContain('Proof Validation');
    expect(proof).toContain(reactEscaped);
    expect(proof).toContain('Olive Owner');
    expect(proof).not.toContain('<script>alert');
    const project = rootOf((await page(`/project/${hostile.id}`)).html);
    expect(project).toContain(reactEscaped);
    expect(project).toContain(`Details ${reactEscaped}`);
    const portfolio = rootOf((await page(`/portfolio/${me.username}`)).html);
    expect(portfolio).toContain('Olive Owner');
    expect(portfolio).toContain(reactEscaped);
    // A published proof changed since its approval is a page of its own: awaiting re-validation.
    expect(rootOf((await page(`/proof/${edited.proofNumber}`)).html)).toContain('Awaiting Re-validation');
    // A rendered page starts the public pages' own entry, which only hydrates it; an empty one, the
    // whole app, which renders its not-found view.
    const entryOf = (html: string) => /<script type="module" crossorigin src="\/assets\/(public-page|index)-[\w-]+\.js"><\/script>/.exec(html)?.[1];
    expect(entryOf(proofPage)).toBe('public-page');
    for (const path of [`/project/${draft.id}`, '/portfolio/nobody-here', '/proof/PJ-AAAAAA']) {
      const { html } = await page(path);
      expect(rootOf(html), path).toMatch(/^<div id="root"><\/div>/);
      expect(entryOf(html), path).toBe('index');
    }
  });

  it('gives unknown and non-public pages the generic head and still the SPA', async () => {
    for (const path of [`/proof/${edited.proofNumber}`, `/project/${draft.id}`, '/portfolio/nobody-here', '/proof/PJ-AAAAAA']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html).toContain('<div id="root">');
      expect(html).toContain('<title>Provenly · Verified proof of your professional work</title>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(metaContent(html, 'og:image')).toBe(`${runtime.url}${productImagePath()}`);
      expect(html).not.toContain('Changed after approval');
    }
    const product = await fetch(`${runtime.url}${productImagePath()}`);
    expect(ihdr(Buffer.from(await product.arrayBuffer()))).toMatchObject({ width: 1200, height: 627 });
  });

  it('leaves other paths to the SPA', async () => {
    for (const path of ['/proof', `/proof/${live.proofNumber}/more`]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain('og:title');
    }
  });
});

describe('the demo portfolio', () => {
  it('is there on a fresh runtime: three verified, published proofs, one with a manager seal', async () => {
    const demo = await get<Portfolio>('/portfolios/demo');
    expect(demo.status).toBe(200);
    expect(demo.body.profile).toMatchObject({ username: 'demo', displayName: 'Jordan Rivera' });
    expect(demo.body.proofs).toHaveLength(3);
    expect(demo.body.proofs.map((proof) => proof.sealVariant).sort()).toEqual(['manager', 'project-member', 'project-member']);
    const managed = demo.body.proofs.find((proof) => proof.sealVariant === 'manager')!;
    const lookup = await get<Lookup>(`/proofs/${managed.proofNumber}`);
    expect(lookup.body.trustLevel).toBe('Manager Verified');
    expect(lookup.body.validations.map((v) => v.role).sort()).toEqual(['manager', 'peer']);
    // Its manager signed in with LinkedIn and agreed to be named; its peer stays masked.
    expect(lookup.body.validations.map((v) => [v.role, v.name]).sort()).toEqual([['manager', 'Priya Shah'], ['peer', null]]);
  });
});

// Co-signers as the public surfaces show them ------------------------------------------------------
