import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { useToast } from '../../components/toast/toast-context';
import { AUTH_PATH } from '../../lib/session/paths';
import { useSession } from '../../lib/session/session';
import { ServerStateProvider } from '../../lib/server-state/ServerStateProvider';
import { SuspensionGate } from '../../features/account/SuspensionGate';

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
    return <Navigate to={AUTH_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return (
    <ServerStateProvider notify={toast}>
      <SuspensionGate>
        <Outlet />
      </SuspensionGate>
    </ServerStateProvider>
  );
}
