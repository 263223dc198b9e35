// What the signed-in layout gives a page, for web tests: the runtime configuration, a session,
// toasts, and the server state (TanStack Query with live updates), wired as the app wires them.
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '../../domain/api/config';
import { ToastProvider } from '../components/toast/ToastProvider';
import { useToast } from '../components/toast/toast-context';
import { RuntimeConfigContext } from '../lib/runtime-config';
import { ServerStateProvider } from '../lib/server-state/ServerStateProvider';
import { SessionContext, type Session } from '../lib/session/session';

export const TEST_CONFIG: RuntimeConfig = {
  productName: 'Provenly',
  authority: 'http://provenly.test/__local/linkedin',
  clientId: 'web',
  identityProvider: null,
  scope: 'openid profile email',
  apiBase: '/api',
  realtimeUrl: 'ws://provenly.test/ws',
};

export function testSession(overrides: Partial<Session> = {}): Session {
  return {
    status: 'signedIn',
    idToken: 'id-token-1',
    claims: { name: 'Olivia Owner', email: 'olivia@acme.com' },
    signedOutByChoice: false,
    signIn: async () => undefined,
    signOut: async () => undefined,
    ...overrides,
  };
}

function SignedInState({ children }: { children: ReactNode }) {
  const toast = useToast();
  return <ServerStateProvider notify={toast}>{children}</ServerStateProvider>;
}

/** A wrapper for render/renderHook: `withProviders({ session, serverState: true })`. */
export function withProviders({ session = testSession(), serverState = false }: { session?: Session; serverState?: boolean } = {}) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <RuntimeConfigContext.Provider value={TEST_CONFIG}>
        <SessionContext.Provider value={session}>
          <ToastProvider>{serverState ? <SignedInState>{children}</SignedInState> : children}</ToastProvider>
        </SessionContext.Provider>
      </RuntimeConfigContext.Provider>
    );
  };
}
