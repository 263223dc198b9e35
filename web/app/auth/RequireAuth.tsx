import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { useToast } from '../../components/toast/toast-context';
import { AUTH_PATH } from '../../lib/session/paths';
import { accountClosure } from '../../../domain/messages/data-rights';
import { useSession, type Session } from '../../lib/session/session';
import type { Notify } from '../../lib/server-state/query-client';
import { ServerStateProvider } from '../../lib/server-state/ServerStateProvider';
import { SuspensionGate } from '../../features/account/SuspensionGate';

/** The API says the session is over (the account was closed, here or elsewhere): forget it, and say so. */
function endSession(session: Session, toast: Notify): void {
  toast({ title: accountClosure.sessionEnded, variant: 'destructive' });
  void session.signOut();
}

/**
 * Pages for signed-in people: anyone else goes to /auth and comes back here after signing in.
 * Their server state (TanStack Query) lives here, so public pages never load it. A suspended
 * account sees the page that tells it why instead (features/account/SuspensionGate.tsx).
 */
export default function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const toast = useToast();
  if (session.status === 'loading') return <PageSpinner label="Loading your session" />;
  if (session.status === 'signedOut') {
    // Whoever chose to leave (signing out, closing the account) goes home, not to sign in again.
    if (session.signedOutByChoice) return <Navigate to="/" replace />;
    return <Navigate to={AUTH_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return (
    <ServerStateProvider notify={toast} onSessionEnded={() => endSession(session, toast)}>
      <SuspensionGate>
        <Outlet />
      </SuspensionGate>
    </ServerStateProvider>
  );
}
