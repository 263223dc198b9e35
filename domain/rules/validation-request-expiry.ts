// Whether a validation request has expired (spec section 4).
import type { ValidationRequest } from '../entities';

/**
 * Expired when its status says so or its expiry time is reached: the link lives exactly
 * 72 hours, so at `expiresAt` itself it is already expired. An unreadable time counts as expired.
 */
export function isValidationRequestExpired(
  request: Pick<ValidationRequest, 'status' | 'expiresAt'>,
  now: Date,
): boolean {
  if (request.status === 'expired') return true;
  const expiresAt = Date.parse(request.expiresAt);
  return Number.isNaN(expiresAt) || expiresAt <= now.getTime();
}
