// The routes that sign people in or need them signed in. The OpenID Connect library loads with
// this layout only, so public pages stay light; below it, pages read the session from
// SessionContext (lib/session) and never from the library itself.
import { Log, WebStorageStateStore } from 'oidc-client-ts';
import { useMemo, useState, type ReactNode } from 'react';
import { AuthProvider, useAuth, type AuthProviderProps } from 'react-oidc-context';
import { Outlet, useNavigate } from 'react-router-dom';
import { safeReturnTo } from '../../lib/return-to';
import { useRuntimeConfig, type RuntimeConfig } from '../../lib/runtime-config';
import { AUTH_CALLBACK_PATH } from '../../lib/session/paths';
import { SessionContext, type Session, type SessionStatus } from '../../lib/session/session';

// `localStorage.setItem('provenly.debugAuth', '1')` logs every sign-in and renewal step to the console.
if (window.localStorage.getItem('provenly.debugAuth')) {
  Log.setLogger(console);
  Log.setLevel(Log.DEBUG);
}

/** Standard OpenID Connect (code + PKCE): Cognito's hosted UI in the cloud, the LinkedIn stand-in locally. */
function authSettings(config: RuntimeConfig, onSignedIn: (returnTo: string) => void): AuthProviderProps {
  const origin = window.location.origin;
  return {
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}${AUTH_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.scope,
    ...(config.identityProvider ? { extraQueryParams: { identity_provider: config.identityProvider } } : {}),
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
    loadUserInfo: false,
    skipSigninCallback: window.location.pathname !== AUTH_CALLBACK_PATH,
    onSigninCallback: (user) => onSignedIn(safeReturnTo((user?.state as { returnTo?: unknown } | undefined)?.returnTo)),
  };
}

/** The library's state as the session pages read; a new object only when something in it changed. */
function SessionFromAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const status: SessionStatus = auth.isLoading ? 'loading' : auth.isAuthenticated ? 'signedIn' : 'signedOut';
  const idToken = auth.user?.id_token ?? null;
  const claims = auth.user?.profile ?? null;
  const { signinRedirect, removeUser } = auth;
  const [signedOutByChoice, setSignedOutByChoice] = useState(false);
  const session = useMemo<Session>(
    () => ({
      status,
      idToken,
      claims,
      signedOutByChoice,
      signIn: (returnTo = '/dashboard', options = {}) => signinRedirect({ state: { returnTo }, ...(options.fresh ? { prompt: 'login' } : {}) }),
      signOut: (options = {}) => {
        setSignedOutByChoice(options.byChoice === true);
        return removeUser();
      },
    }),
    [status, idToken, claims, signedOutByChoice, signinRedirect, removeUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export default function AuthLayout() {
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  // Settings are read once per mount: the provider must not be rebuilt on every render.
  const settings = useMemo(() => authSettings(config, (returnTo) => void navigate(returnTo, { replace: true })), [config, navigate]);
  return (
    <AuthProvider {...settings}>
      <SessionFromAuth>
        <Outlet />
      </SessionFromAuth>
    </AuthProvider>
  );
}
