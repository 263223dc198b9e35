import { proofNumberPathSchema, type PublicProofLookupAnswer } from '../../domain/api/public';
import { lookupPublicProof } from '../../core/public/public-service';
import { PUBLIC_READ_CACHE } from '../../domain/rules/http-cache';
import { endpoint, routeNamed } from '../shared/endpoint';

/**
 * The proof lookup (/proof/{number}): trust level and the approvals of the current content, e-mails
 * masked; or, for a published proof whose content changed since, that it awaits re-validation.
 */
export const handler = endpoint(routeNamed('LookupPublicProof'), { path: proofNumberPathSchema, cache: PUBLIC_READ_CACHE }, ({ path }): Promise<PublicProofLookupAnswer> => lookupPublicProof(path.number));
