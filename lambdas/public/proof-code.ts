import { proofCodePathSchema, type ProofCodeAnswer } from '../../domain/api/public';
import { resolveProofCode } from '../../core/public/public-service';
import { PUBLIC_READ_CACHE } from '../../domain/rules/http-cache';
import { endpoint, routeNamed } from '../shared/endpoint';

/** /verify-proof?code=: the project id, when the proof is verified and published. */
export const handler = endpoint(routeNamed('ResolveProofCode'), { path: proofCodePathSchema, cache: PUBLIC_READ_CACHE }, ({ path }): Promise<ProofCodeAnswer> => resolveProofCode(path.code));
