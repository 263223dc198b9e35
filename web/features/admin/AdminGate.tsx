// Admin access check (spec section 4): signed out goes to /auth (RequireAuth does that); signed in
// but not an admin, or when the check fails, goes to /dashboard. The server checks the role again
// on every admin endpoint. It reads the same /me the dashboard does: one request for both.
import { Navigate } from 'react-router-dom';
import { dashboard as messages } from '../../../domain/messages';
import { Logo } from '../../components/Logo';
import { PageSpinner } from '../../components/PageSpinner';
import { useMe } from '../../lib/server-state/me';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export default function AdminGate() {
  useDocumentTitle('Admin Panel');
  const me = useMe();

  if (me.isPending) return <PageSpinner label="Checking your access" />;
  if (!me.data?.isAdmin) return <Navigate to="/dashboard" replace />;
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white px-4 py-3">
        <Logo />
      </header>
      <main className="mx-auto max-w-4xl p-8">
        <h1 className="text-2xl font-bold text-slate-900">Admin Panel</h1>
        <p className="mt-2 text-slate-600">{messages.comingSoon}</p>
      </main>
    </div>
  );
}
