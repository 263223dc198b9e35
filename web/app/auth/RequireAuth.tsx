import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { AUTH_PATH } from '../../lib/session/paths';
import { useSession } from '../../lib/session/session';

/** Pages for signed-in people: anyone else goes to /auth and comes back here after signing in. */
export default function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner label="Loading your session" />;
  if (session.status === 'signedOut') {
    return <Navigate to={AUTH_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
