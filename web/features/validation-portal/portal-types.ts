// The portal's views and what they show. What the server answers (PortalRequest) is declared in
// domain/api/validation.ts.
import type { PortalDecision, PortalProof, PortalRequest } from '../../../domain/api/validation';
import type { Decision, ValidatorRole } from '../../../domain/entities';

export type { PortalDecision, PortalProof, PortalRequest };

/** A link that can still be used: it carries the proof as it is now, and that content's hash. */
export type OpenPortalRequest = PortalRequest & { readonly recognition: PortalProof; readonly contentHash: string };

/** The signed-in validator, from the ID token's claims. */
export interface PortalIdentity {
  readonly name: string | null;
  readonly email: string | null;
}

/**
 * The portal's views (spec section 2). `completed` is a link that was already used: it shows the
 * decision it recorded (null when the answer did not say), never the proof's current content;
 * `expired` shows no content either. `review` may carry a notice (the proof changed meanwhile).
 */
export type PortalView =
  | { readonly name: 'loading' }
  | { readonly name: 'error'; readonly message: string; readonly canRetry: boolean }
  | { readonly name: 'expired'; readonly ownerName: string | null }
  | { readonly name: 'completed'; readonly ownerName: string | null; readonly decision: PortalDecision | null }
  | { readonly name: 'landing'; readonly request: OpenPortalRequest }
  | { readonly name: 'review'; readonly request: OpenPortalRequest; readonly notice: string | null }
  | { readonly name: 'success'; readonly request: OpenPortalRequest; readonly decision: Decision };

/** The header's state (spec section 2): one of pending, authenticated, completed, expired. */
export type PortalState = 'pending' | 'authenticated' | 'completed' | 'expired';

export function portalState(view: PortalView, signedIn: boolean): PortalState | null {
  switch (view.name) {
    case 'expired':
      return 'expired';
    case 'completed':
    case 'success':
      return 'completed';
    case 'landing':
    case 'review':
      return signedIn ? 'authenticated' : 'pending';
    default:
      return null;
  }
}

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2025-01-10' -> 'Jan 2025'; no end date reads 'Present'. */
export function dateRange(startDate: string, endDate: string | null): string {
  const format = (date: string) => {
    const time = Date.parse(`${date}T00:00:00Z`);
    return Number.isNaN(time) ? date : monthYear.format(time);
  };
  return `${format(startDate)} – ${endDate ? format(endDate) : 'Present'}`;
}

export const DECISION_LABELS: Record<Decision, string> = { approved: 'Approved', declined: 'Declined' };
export const ROLE_LABELS: Record<ValidatorRole, string> = { manager: 'manager', peer: 'peer' };
