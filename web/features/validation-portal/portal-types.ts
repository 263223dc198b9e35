// The portal's views and what they show. What the server answers (PortalRequest) is declared in
// domain/api/validation.ts.
import type { PortalRecognition, PortalRequest } from '../../../domain/api/validation';
import type { Decision, ValidatorRole } from '../../../domain/entities';

export type { PortalRecognition, PortalRequest };

/** The signed-in validator, from the ID token's claims. */
export interface PortalIdentity {
  readonly name: string | null;
  readonly email: string | null;
}

/** The portal's views (spec section 2); `completed` is a link that was already used. */
export type PortalView =
  | { readonly name: 'loading' }
  | { readonly name: 'error'; readonly message: string; readonly canRetry: boolean }
  | { readonly name: 'expired'; readonly request: PortalRequest | null }
  | { readonly name: 'completed'; readonly request: PortalRequest | null; readonly status: Decision | null }
  | { readonly name: 'landing'; readonly request: PortalRequest }
  | { readonly name: 'review'; readonly request: PortalRequest }
  | { readonly name: 'success'; readonly request: PortalRequest; readonly decision: Decision };

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

/** Only web addresses become links: a stored `javascript:` URL must never be clickable. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
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

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
}

export const DECISION_LABELS: Record<Decision, string> = { approved: 'Approved', declined: 'Declined' };
export const ROLE_LABELS: Record<ValidatorRole, string> = { manager: 'manager', peer: 'peer' };
