// Admin access check (spec section 4): signed out goes to /auth (RequireAuth does that); signed in
// but not an admin, or when the check fails, goes to /dashboard. The server checks the role again
// on every admin endpoint. It reads the same /me the dashboard does: one request for both.
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { useMe } from '../../lib/server-state/me';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AdminLayout } from './AdminLayout';

export default function AdminGate() {
  useDocumentTitle('Admin Panel');
  const me = useMe();

  if (me.isPending) return <PageSpinner label="Checking your access" />;
  if (!me.data?.isAdmin) return <Navigate to="/dashboard" replace />;
  return <AdminLayout />;
}
