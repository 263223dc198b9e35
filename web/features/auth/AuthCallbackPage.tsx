import { useEffect } from 'react';
import { useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { AUTH_PATH } from '../../app/auth/paths';

/** Where LinkedIn (or Cognito) sends the person back; success navigates on, failure returns to /auth. */
export default function AuthCallbackPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (auth.error) void navigate(AUTH_PATH, { replace: true, state: { error: auth.error.message } });
  }, [auth.error, navigate]);
  return <PageSpinner label="Signing you in" />;
}
