// A co-signer's calls through the private link in their confirmation mail (anyone holding the
// link may make them; no sign-in).
import { validationRoutes } from '../../../../domain/api/routes/validation';
import type { WithdrawBody, WithdrawalView } from '../../../../domain/api/validation';
import { apiFetch, callRoute } from '../../../lib/api';

/** POST /api/validation/withdraw/open: the co-signature the link names, as it was decided. */
export function openWithdrawal(token: string, signal: AbortSignal): Promise<WithdrawalView> {
  return callRoute(apiFetch, validationRoutes.OpenWithdrawal, { body: { token }, signal });
}

/** POST /api/validation/withdraw: withdraws it, with the reason; answers it withdrawn. */
export function withdrawCosignature(body: WithdrawBody, signal: AbortSignal): Promise<WithdrawalView> {
  return callRoute(apiFetch, validationRoutes.WithdrawCosignature, { body, signal });
}
