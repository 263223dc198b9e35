import { proofRefPathSchema, type ProofAuditTrail } from '../../domain/api/admin/audit';
import { proofAuditTrail } from '../../core/admin/audit';
import { endpoint, routeNamed } from '../shared/endpoint';

/** A proof's hash-chained validation events, by proof number or id. */
export const handler = endpoint(routeNamed('AdminProofAudit'), { path: proofRefPathSchema }, ({ path }): Promise<ProofAuditTrail> => proofAuditTrail(path.ref));
