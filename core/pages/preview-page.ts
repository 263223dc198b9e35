// The HTML a plain GET of /proof/{number}, /project/{id} or /portfolio/{handle} answers: the SPA's
// index.html with the page's link-preview head, for crawlers and browsers alike (no JavaScript
// needed for the preview; the SPA boots as usual).
import { indexHtml } from './index-html';
import { withPreviewHead } from './preview-head';
import { previewFor, type PreviewPage } from './preview-meta';

export async function previewPage(page: PreviewPage): Promise<string> {
  const [html, meta] = await Promise.all([indexHtml(), previewFor(page)]);
  return withPreviewHead(html, meta);
}

export type { PreviewPage };
