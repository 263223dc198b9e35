import { proofNumberPathSchema, type PublicProofLookup } from '../../domain/api/public';
import { lookupPublicProof } from '../../core/public/public-service';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The proof lookup (/proof/{number}): trust level and the approvals of the current content, e-mails masked. */
export const handler = endpoint(routeNamed('LookupPublicProof'), { path: proofNumberPathSchema }, ({ path }): Promise<PublicProofLookup> => lookupPublicProof(path.number));
