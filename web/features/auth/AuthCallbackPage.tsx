import { useEffect } from 'react';
import { useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { safeReturnTo } from '../../lib/return-to';
import { AUTH_PATH } from '../../lib/session/paths';

/** A validator's sign-in started on their validation page: a failure goes back there. */
function isValidationPage(path: string): boolean {
  return path === '/validate' || path.startsWith('/validate/') || path.startsWith('/validate?');
}

/**
 * Where LinkedIn (or Cognito) sends the person back. Success navigates on. A failure (a
 * cancelled or refused sign-in) returns a validator to their validation page, which says that
 * authentication failed (spec section 7); anyone else goes to /auth with the error and where
 * they were going, so trying again takes them there.
 */
export default function AuthCallbackPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (!auth.error) return;
    // react-oidc-context wraps oidc-client-ts's error, which keeps the sign-in request's state.
    const returnTo = (auth.error.innerError as { state?: { returnTo?: unknown } } | undefined)?.state?.returnTo;
    const from = typeof returnTo === 'string' ? safeReturnTo(returnTo, '') : '';
    if (from && isValidationPage(from)) {
      void navigate(from, { replace: true });
      return;
    }
    void navigate(AUTH_PATH, { replace: true, state: { error: auth.error.message, ...(typeof returnTo === 'string' ? { from: returnTo } : {}) } });
  }, [auth.error, navigate]);
  return <PageSpinner label="Signing you in" />;
}
