import { portfolioPathSchema, type PublicPortfolio } from '../../domain/api/public';
import { getPublicPortfolio } from '../../core/public/public-service';
import { PUBLIC_READ_CACHE } from '../../domain/rules/http-cache';
import { endpoint, routeNamed } from '../shared/endpoint';

/** A public portfolio by username (any case) or user id: verified, published, public proofs only. */
export const handler = endpoint(routeNamed('GetPublicPortfolio'), { path: portfolioPathSchema, cache: PUBLIC_READ_CACHE }, ({ path }): Promise<PublicPortfolio> => getPublicPortfolio(path.handle));
