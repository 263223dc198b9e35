// The page's markup, or nothing: a page that is not public (not found, hidden, withdrawn) and a
// render that fails both leave the root empty, and the browser renders the page as before, with
// the same message the API gives. A failed render is logged, never turned into a 500.
import { isDomainError } from '../../core/errors';
import { logger } from '../../core/log';

export async function serverRenderedPage<T>(read: () => Promise<T>, render: (data: T) => Promise<string>): Promise<string> {
  let data: T;
  try {
    data = await read();
  } catch (error) {
    if (isDomainError(error) && error.kind !== 'unavailable') return '';
    throw error;
  }
  try {
    return await render(data);
  } catch (error) {
    logger.warn('The page could not be rendered on the server; the browser renders it', { error: error instanceof Error ? error.message : String(error) });
    return '';
  }
}
