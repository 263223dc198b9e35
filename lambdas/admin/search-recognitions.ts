import { proofSearchQuerySchema, type AdminProofPage } from '../../domain/api/admin/moderation';
import { searchProofs } from '../../core/moderation/recognitions';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Proofs by title (word prefix), proof number (exact) or owner (e-mail or username), a page at a time. */
export const handler = endpoint(routeNamed('AdminSearchRecognitions'), { query: proofSearchQuerySchema }, ({ query }): Promise<AdminProofPage> => searchProofs(query));
