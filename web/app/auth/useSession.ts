// The signed-in state as pages see it. The OpenID Connect wiring lives in AuthProvider.
import { useAuth } from 'react-oidc-context';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface Session {
  readonly status: SessionStatus;
  /** The ID token: the API's bearer token. */
  readonly idToken: string | null;
  readonly claims: Readonly<Record<string, unknown>> | null;
  /** Starts sign-in; after it the person returns to `returnTo` (default: /dashboard). */
  signIn(returnTo?: string): Promise<void>;
  signOut(): Promise<void>;
}

export function useSession(): Session {
  const auth = useAuth();
  const status: SessionStatus = auth.isLoading ? 'loading' : auth.isAuthenticated ? 'signedIn' : 'signedOut';
  return {
    status,
    idToken: auth.user?.id_token ?? null,
    claims: auth.user?.profile ?? null,
    signIn: (returnTo = '/dashboard') => auth.signinRedirect({ state: { returnTo } }),
    signOut: () => auth.removeUser(),
  };
}
