// The LinkedIn connection state of a profile (spec section 4, Connection states).
import { POSTING_SCOPE, REQUIRED_LINKEDIN_SCOPES } from '../constants';
import type { Profile } from '../entities';

export const CONNECTION_STATES = {
  notConnected: { label: 'Not Connected', tone: 'grey' },
  limited: { label: 'Limited Access', tone: 'destructive' },
  connected: { label: 'Connected', tone: 'green' },
} as const;
export type ConnectionState = keyof typeof CONNECTION_STATES;

type ConnectionFields = Pick<Profile, 'linkedinConnected' | 'linkedinScopes'>;

/** Limited Access: connected, but without all four required scopes (clicking it reconnects). */
export function connectionState(profile: ConnectionFields): ConnectionState {
  if (!profile.linkedinConnected) return 'notConnected';
  const granted = new Set(profile.linkedinScopes);
  return REQUIRED_LINKEDIN_SCOPES.every((scope) => granted.has(scope)) ? 'connected' : 'limited';
}

/** The header's looser test: connected and able to post. */
export function isHeaderFullyConnected(profile: ConnectionFields): boolean {
  return profile.linkedinConnected && profile.linkedinScopes.includes(POSTING_SCOPE);
}

/** A LinkedIn error whose text mentions token, auth or permission marks the connection disconnected. */
export function isTokenError(message: string | null | undefined): boolean {
  return /token|auth|permission/i.test(message ?? '');
}
