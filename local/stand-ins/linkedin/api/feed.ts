// The stand-in's readable side: a feed page showing each post as a reader would see it (text as
// text, never HTML; the thumbnail; the article link), each post anchored by its URN
// (`/feed#urn:li:share:…` is a post's local page), /posts.json for tests, and member avatars.
import type { ServerResponse } from 'node:http';
import { sendHtml, sendJson } from '../../../http/respond';
import { escapeHtml } from '../sign-in/pages';
import type { ApiContext } from './context';
import { parseLittle } from './little-text';
import type { PostRecord } from './state';

export interface FeedPost {
  urn: string;
  author: string;
  authorName: string | null;
  /** The commentary as LinkedIn stored it, after Little Text Format truncation. */
  commentary: string;
  /** What a reader sees (escapes resolved, hashtags as #tag, mentions as names). */
  text: string;
  /** True when LinkedIn cut the commentary at an unescaped reserved character. */
  truncated: boolean;
  article: { source: string; title: string; description: string | null; thumbnail: string | null };
  image: string | null;
  imageUrl: string | null;
  webUrl: string;
  createdAt: string;
}

export function createFeed(ctx: ApiContext, imageUrl: (urn: string) => string | null) {
  function describe(post: PostRecord): FeedPost {
    const sub = post.author.replace(/^urn:li:person:/, '');
    const thumbnail = post.article.thumbnail || null;
    return {
      urn: post.urn,
      author: post.author,
      authorName: ctx.members.get(sub)?.name ?? null,
      commentary: post.commentary,
      text: parseLittle(post.commentary).text,
      truncated: post.commentary !== post.submittedCommentary,
      article: { source: post.article.source, title: post.article.title, description: post.article.description, thumbnail },
      image: thumbnail,
      imageUrl: thumbnail ? imageUrl(thumbnail) : null,
      webUrl: `https://www.linkedin.com/feed/update/${post.urn}/`,
      createdAt: new Date(post.createdAt).toISOString(),
    };
  }

  const newestFirst = () => [...ctx.state.posts].sort((a, b) => b.createdAt - a.createdAt).map(describe);

  function json(res: ServerResponse): void {
    sendJson(res, 200, newestFirst());
  }

  function page(res: ServerResponse): void {
    const posts = newestFirst();
    const items = posts
      .map((post) => `<article class="post" id="${escapeHtml(post.urn)}" aria-labelledby="by-${escapeHtml(post.urn)}">
<h2 id="by-${escapeHtml(post.urn)}">${escapeHtml(post.authorName ?? post.author)}</h2>
<p class="meta"><time datetime="${escapeHtml(post.createdAt)}">${escapeHtml(post.createdAt.replace('T', ' ').slice(0, 16))} UTC</time> · <code>${escapeHtml(post.urn)}</code>${post.truncated ? ' · <strong class="cut">cut by Little Text Format</strong>' : ''}</p>
<p class="commentary">${escapeHtml(post.text)}</p>
${post.article.source ? `<a class="card" href="${escapeHtml(post.article.source)}">${post.imageUrl ? `<img src="${escapeHtml(post.imageUrl)}" alt="" width="552" height="289">` : ''}<span class="title">${escapeHtml(post.article.title)}</span>${post.article.description ? `<span class="description">${escapeHtml(post.article.description)}</span>` : ''}</a>` : ''}
</article>`)
      .join('\n');
    sendHtml(
      res,
      200,
      `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Feed - local LinkedIn stand-in</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f4f2ee;color:#1d2226}
main{max-width:600px;margin:0 auto;padding:24px 16px}
h1{font-size:1.5rem}
.post{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15);padding:16px 20px;margin:0 0 16px}
.post h2{font-size:1rem;margin:0}
.meta{color:#56687a;font-size:.8125rem;margin:2px 0 12px}
.cut{color:#b24020}
.commentary{white-space:pre-wrap;overflow-wrap:anywhere}
.card{display:block;border:1px solid #e0dfdc;border-radius:8px;overflow:hidden;color:inherit;text-decoration:none}
.card img{display:block;width:100%;height:auto;background:#eef3f8}
.card .title{display:block;font-weight:600;padding:8px 12px 0}
.card .description{display:block;color:#56687a;font-size:.875rem;padding:0 12px 8px}
a:focus-visible{outline:3px solid #0a66c2;outline-offset:2px}
</style></head>
<body><main>
<h1>Feed</h1>
<p>Posts made through the local LinkedIn stand-in, newest first. <a href="${escapeHtml(ctx.base)}/posts.json">posts.json</a></p>
${items || '<p>No posts yet.</p>'}
</main></body></html>
`,
    );
  }

  /** A plain initials avatar, the `picture` of /v2/userinfo. */
  function avatar(res: ServerResponse, sub: string): void {
    const member = ctx.members.get(sub);
    const initials = (member?.name ?? '?').split(/\s+/).map((word) => word[0] ?? '').join('').slice(0, 2).toUpperCase();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="#0a66c2"/><text x="100" y="125" font-family="sans-serif" font-size="80" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text></svg>`;
    res.writeHead(member ? 200 : 404, { 'content-type': 'image/svg+xml', 'content-length': Buffer.byteLength(svg), 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" });
    res.end(svg);
  }

  return { json, page, avatar };
}
