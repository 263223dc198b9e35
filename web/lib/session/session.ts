// The signed-in state as pages see it. The OpenID Connect wiring lives in the sign-in layout
// (app/auth/AuthLayout.tsx), which provides this context; pages and hooks only read it.
import { createContext, useContext } from 'react';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface Session {
  readonly status: SessionStatus;
  /** The ID token: the API's bearer token. */
  readonly idToken: string | null;
  readonly claims: Readonly<Record<string, unknown>> | null;
  /**
   * Starts sign-in; after it the person returns to `returnTo` (default: /dashboard). `fresh` asks
   * the identity provider to sign them in again even if it remembers them (`prompt=login`), for
   * what needs a recent sign-in.
   */
  signIn(returnTo?: string, options?: { readonly fresh?: boolean }): Promise<void>;
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs the sign-in layout (SessionContext) above it');
  return session;
}
