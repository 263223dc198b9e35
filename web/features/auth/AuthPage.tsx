import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { signIn as messages } from '../../../domain/messages/sign-in';
import { signInErrorMessage } from '../../../domain/rules/sign-in-error';
import { useSession } from '../../lib/session/session';
import { useToast } from '../../components/toast/toast-context';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { safeReturnTo } from '../../lib/return-to';
import { LinkedInIcon } from '../../components/LinkedInIcon';

interface AuthLocationState {
  readonly from?: string;
  readonly error?: string;
}

export default function AuthPage() {
  useDocumentTitle('Sign in');
  const session = useSession();
  const toast = useToast();
  const location = useLocation();
  const state = (location.state ?? {}) as AuthLocationState;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reportedProviderError = useRef(false);

  const report = useCallback(
    (raw: string | undefined) => {
      const message = signInErrorMessage(raw);
      setError(message);
      // One action, signing in: a second failure replaces the first rather than stacking.
      toast({ title: messages.failedToastTitle, description: message, variant: 'destructive', actionId: 'sign-in' });
    },
    [toast],
  );

  // The provider's error (from the callback page) is reported once, however often this renders.
  useEffect(() => {
    if (state.error !== undefined && !reportedProviderError.current) {
      reportedProviderError.current = true;
      report(state.error);
    }
  }, [state.error, report]);

  if (session.status === 'signedIn') return <Navigate to="/dashboard" replace />;

  const continueWithLinkedIn = async () => {
    setBusy(true);
    setError(null);
    try {
      await session.signIn(safeReturnTo(state.from));
    } catch (failure) {
      report(failure instanceof Error ? failure.message : undefined);
      setBusy(false);
    }
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <div className="w-full max-w-md">
        <Link to="/" className="mb-4 inline-flex items-center gap-1 rounded-md px-2 py-1 text-slate-700 hover:text-slate-900">
          <span aria-hidden="true">←</span> Back to Home
        </Link>
        <section aria-labelledby="auth-title" className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
          <h1 id="auth-title" className="text-center text-2xl font-bold text-slate-900">
            {messages.joinTitle}
          </h1>
          <p className="mt-2 text-center text-slate-600">
            Sign in with LinkedIn. It is required to verify your professional identity.
          </p>
          {error && (
            <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
              {error}
            </div>
          )}
          <button
            type="button"
            onClick={continueWithLinkedIn}
            disabled={busy || session.status === 'loading'}
            className="mt-6 flex w-full items-center justify-center gap-2 rounded-lg bg-[#0a66c2] px-4 py-3 font-semibold text-white hover:bg-[#004182] disabled:cursor-not-allowed disabled:opacity-70"
          >
            <LinkedInIcon />
            {busy ? messages.connecting : messages.continueWithLinkedIn}
          </button>
        </section>
      </div>
    </main>
  );
}
