import type { ChainVerificationAnswer } from '../../domain/api/admin/audit';
import { verifyAdminActionLog } from '../../core/admin/audit';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Recomputes the admin action log's chain on the server; intact, or broken at entry N. */
export const handler = endpoint(routeNamed('AdminVerifyActionLog'), {}, (): Promise<ChainVerificationAnswer> => verifyAdminActionLog());
