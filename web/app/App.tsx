import { Log, WebStorageStateStore } from 'oidc-client-ts';
import { AuthProvider, type AuthProviderProps } from 'react-oidc-context';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/toast/ToastProvider';
import { safeReturnTo } from '../lib/return-to';
import { AUTH_CALLBACK_PATH } from './auth/paths';
import { router } from './router';
import type { RuntimeConfig } from './runtime-config';

// `localStorage.setItem('provenly.debugAuth', '1')` logs every sign-in and renewal step to the console.
if (window.localStorage.getItem('provenly.debugAuth')) {
  Log.setLogger(console);
  Log.setLevel(Log.DEBUG);
}

/** Standard OpenID Connect (code + PKCE): Cognito's hosted UI in the cloud, the LinkedIn stand-in locally. */
function authSettings(config: RuntimeConfig): AuthProviderProps {
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
    onSigninCallback: (user) => {
      const state = user?.state as { returnTo?: unknown } | undefined;
      void router.navigate(safeReturnTo(state?.returnTo), { replace: true });
    },
  };
}

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <AuthProvider {...authSettings(config)}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </AuthProvider>
  );
}
