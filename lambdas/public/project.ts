import { projectPathSchema, type PublicProject } from '../../domain/api/public';
import { getPublicProject } from '../../core/public/public-service';
import { PUBLIC_READ_CACHE } from '../../domain/rules/http-cache';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The public project page: a verified, published, public proof and its owner. */
export const handler = endpoint(routeNamed('GetPublicProject'), { path: projectPathSchema, cache: PUBLIC_READ_CACHE }, ({ path }): Promise<PublicProject> => getPublicProject(path.id));
