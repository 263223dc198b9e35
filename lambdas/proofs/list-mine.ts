import { pageQuerySchema } from '../../domain/api/paging';
import { listRecognitionsByOwner } from '../../core/data/recognitions';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The caller's own proofs, newest first, a page at a time. */
export const handler = endpoint(routeNamed('ListMyProofs'), { query: pageQuerySchema }, ({ caller, query }) =>
  listRecognitionsByOwner(caller.id, { limit: query.limit, cursor: query.cursor }),
);
