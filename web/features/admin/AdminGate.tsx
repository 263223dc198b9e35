// Admin access check (spec section 4): signed out goes to /auth (RequireAuth does that); signed in
// but not an admin, or when the check fails, goes to /dashboard. The server checks the role again
// on every admin endpoint.
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { MeResponse } from '../../../domain/api/me';
import { dashboard as messages } from '../../../domain/messages';
import { useApi } from '../../lib/session/useApi';
import { Logo } from '../../components/Logo';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

type Access = 'checking' | 'admin' | 'denied';

export default function AdminGate() {
  useDocumentTitle('Admin Panel');
  const api = useApi();
  const [access, setAccess] = useState<Access>('checking');

  useEffect(() => {
    const controller = new AbortController();
    api<MeResponse>('/me', { signal: controller.signal })
      .then((me) => setAccess(me.isAdmin ? 'admin' : 'denied'))
      .catch(() => {
        if (!controller.signal.aborted) setAccess('denied');
      });
    return () => controller.abort();
  }, [api]);

  if (access === 'checking') return <PageSpinner label="Checking your access" />;
  if (access === 'denied') return <Navigate to="/dashboard" replace />;
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
