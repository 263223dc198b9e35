// The page's markup, or nothing: a render that fails leaves the root empty, and the browser renders
// the page as before. A failed render is logged, never turned into a 500.
import { logger } from '../../core/log';

export async function serverRenderedPage(render: () => Promise<string>): Promise<string> {
  try {
    return await render();
  } catch (error) {
    logger.warn('The page could not be rendered on the server; the browser renders it', { error: error instanceof Error ? error.message : String(error) });
    return '';
  }
}
