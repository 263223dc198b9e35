import { pageQuerySchema } from '../../domain/api/paging';
import type { MyProofsPage } from '../../domain/api/proofs';
import { listProofsByOwner } from '../../core/data/proofs/proofs';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The caller's own proofs, newest first, a page at a time. */
export const handler = endpoint(routeNamed('ListMyProofs'), { query: pageQuerySchema }, ({ caller, query }): Promise<MyProofsPage> =>
  listProofsByOwner(caller.id, { limit: query.limit, cursor: query.cursor }),
);
