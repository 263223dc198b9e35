import { useEffect } from 'react';
import { useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { AUTH_PATH } from '../../lib/session/paths';

/**
 * Where LinkedIn (or Cognito) sends the person back. Success navigates on; failure returns to
 * /auth with the error and where the person was going (a validation link, say), so trying again
 * takes them there.
 */
export default function AuthCallbackPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (!auth.error) return;
    // react-oidc-context wraps oidc-client-ts's error, which keeps the sign-in request's state.
    const returnTo = (auth.error.innerError as { state?: { returnTo?: unknown } } | undefined)?.state?.returnTo;
    void navigate(AUTH_PATH, { replace: true, state: { error: auth.error.message, ...(typeof returnTo === 'string' ? { from: returnTo } : {}) } });
  }, [auth.error, navigate]);
  return <PageSpinner label="Signing you in" />;
}
