// Writes a page's link-preview tags into the SPA's index.html: <title>, description, canonical,
// Open Graph and Twitter card. Every value is escaped: user text stays text in the head too.
import { escapeHtml } from '../../domain/html';

export interface PreviewMeta {
  readonly title: string;
  readonly description: string;
  /** Absolute; null for pages that show nothing public (no canonical is claimed). */
  readonly canonicalUrl: string | null;
  /** Absolute og:url. */
  readonly url: string;
  readonly type: 'article' | 'profile' | 'website';
  readonly siteName: string;
  readonly image: { readonly url: string; readonly width: number; readonly height: number; readonly alt: string };
  /** Ask search engines not to index (unknown and non-public pages). */
  readonly noindex: boolean;
}

const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;

export function previewTags(page: PreviewMeta): string[] {
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    ...(page.canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}" />`] : []),
    ...(page.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:type', page.type),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.url),
    meta('property', 'og:image', page.image.url),
    meta('property', 'og:image:width', page.image.width),
    meta('property', 'og:image:height', page.image.height),
    meta('property', 'og:image:alt', page.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', page.image.url),
    meta('name', 'twitter:image:alt', page.image.alt),
  ];
}

/** The SPA's own title, description, canonical and preview tags are replaced by the page's. */
const REPLACED = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name=["'](?:description|robots|twitter:[^"']*)["'][^>]*>\s*/gi,
  /<meta\s+property=["']og:[^"']*["'][^>]*>\s*/gi,
  /<link\s+rel=["']canonical["'][^>]*>\s*/gi,
];

export function withPreviewHead(indexHtml: string, page: PreviewMeta): string {
  const stripped = REPLACED.reduce((html, pattern) => html.replace(pattern, ''), indexHtml);
  const tags = previewTags(page).map((tag) => `    ${tag}\n`).join('');
  const close = stripped.search(/<\/head>/i);
  if (close === -1) return `${tags}${stripped}`;
  return `${stripped.slice(0, close)}${tags}  ${stripped.slice(close)}`;
}
