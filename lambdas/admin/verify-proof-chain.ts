import { proofRefPathSchema, type ChainVerificationAnswer } from '../../domain/api/admin/audit';
import { verifyProofChain } from '../../core/admin/audit';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Verify chain: recomputes the proof's event chain on the server; intact, or broken at event N. */
export const handler = endpoint(routeNamed('AdminVerifyProofChain'), { path: proofRefPathSchema }, ({ path }): Promise<ChainVerificationAnswer> => verifyProofChain(path.ref));
