import { verifyIdPathSchema, type VerifyIdAnswer } from '../../domain/api/public';
import { resolveProvenlyId } from '../../core/public/public-service';
import { PUBLIC_READ_CACHE } from '../../domain/rules/http-cache';
import { endpoint, routeNamed } from '../shared/endpoint';

/** /verify/{productId}: the username whose portfolio to show. */
export const handler = endpoint(routeNamed('VerifyProvenlyId'), { path: verifyIdPathSchema, cache: PUBLIC_READ_CACHE }, ({ path }): Promise<VerifyIdAnswer> => resolveProvenlyId(path.productId));
