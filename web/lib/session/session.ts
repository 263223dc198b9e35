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
  /** Ends the session here; `byChoice`: the person chose to (signing out, closing the account), so member pages send them home, not to sign in. */
  signOut(options?: { readonly byChoice?: boolean }): Promise<void>;
  /** The last sign-out was the person's choice. */
  readonly signedOutByChoice: boolean;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs the sign-in layout (SessionContext) above it');
  return session;
}
