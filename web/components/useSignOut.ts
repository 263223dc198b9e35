// Signing out from any signed-in page: the session ends, the person is told, and home is shown.
import { useNavigate } from 'react-router-dom';
import { dashboard as messages } from '../../domain/messages/dashboard';
import { useSession } from '../lib/session/session';
import { useToast } from './toast/toast-context';

export function useSignOut(): () => Promise<void> {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  return async () => {
    try {
      await session.signOut();
      toast({ title: messages.signedOut, actionId: 'sign-out' });
      void navigate('/');
    } catch {
      toast({ title: messages.signOutFailed, variant: 'destructive', actionId: 'sign-out' });
    }
  };
}
