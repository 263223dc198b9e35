import { describe, expect, it } from 'vitest';
import { withPreviewHead, type PreviewMeta } from './preview-head';

const index = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The SPA's own description." />
    <title>Provenly · Verified proof of your professional work</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const hostile = `<script>alert("x")</script> & 'quotes'`;
const page: PreviewMeta = {
  title: hostile,
  description: `About ${hostile}`,
  canonicalUrl: 'https://provenly.example/proof/PJ-7KQ2MX',
  url: 'https://provenly.example/proof/PJ-7KQ2MX',
  type: 'article',
  siteName: 'Provenly',
  image: { url: 'https://provenly.example/og/proof/PJ-7KQ2MX.png?v=abc&x=1', width: 1200, height: 627, alt: hostile },
  noindex: false,
};

describe('the link-preview head', () => {
  const html = withPreviewHead(index, page);

  it('replaces the SPA title and description and keeps its scripts', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain("The SPA's own description.");
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes user text in the title and every attribute', () => {
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(`<meta name="twitter:title" content="${escaped}" />`);
    expect(html).toContain(`<meta property="og:image:alt" content="${escaped}" />`);
    expect(html).toContain('content="https://provenly.example/og/proof/PJ-7KQ2MX.png?v=abc&amp;x=1"');
    expect(html).not.toContain('<script>alert');
  });

  it('carries canonical, Open Graph and Twitter card tags', () => {
    for (const tag of [
      '<link rel="canonical" href="https://provenly.example/proof/PJ-7KQ2MX" />',
      '<meta property="og:type" content="article" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="627" />',
      '<meta name="twitter:card" content="summary_large_image" />',
    ]) {
      expect(html).toContain(tag);
    }
    expect(html).not.toContain('noindex');
    const generic = withPreviewHead(index, { ...page, canonicalUrl: null, noindex: true });
    expect(generic).not.toContain('rel="canonical"');
    expect(generic).toContain('<meta name="robots" content="noindex" />');
  });
});
