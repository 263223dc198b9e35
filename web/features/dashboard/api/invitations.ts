// How far an address vouches at the proof's organisation (POST /api/validators/verify-domain,
// changes nothing), for the invitation dialog. Sending the invitations is
// lib/server-state/invitations.ts.
import { validationRoutes } from '../../../../domain/api/routes/validation';
import type { VerifyDomainBody } from '../../../../domain/api/validation';
import { callRoute } from '../../../lib/api';
import { useApi } from '../../../lib/session/useApi';

/** `verifyDomain(body, signal)`: one address's trust, asked as the signed-in owner. */
export function useVerifyDomain() {
  const api = useApi();
  return (body: VerifyDomainBody, signal: AbortSignal) => callRoute(api, validationRoutes.VerifyCompanyDomain, { body, signal });
}
