// Signing out from any signed-in page: the session ends, the person is told, and home is shown.
// Closing the account ends the same way, with its own words (components/account/CloseAccountSection.tsx).
import { useNavigate } from 'react-router-dom';
import { dashboard as messages } from '../../domain/messages/dashboard';
import type { Notice } from '../lib/server-state/query-client';
import { useSession } from '../lib/session/session';
import { useToast } from './toast/toast-context';

export function useSignOut(): (notice?: Notice) => Promise<void> {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  return async (notice = { title: messages.signedOut }) => {
    try {
      await session.signOut({ byChoice: true });
      toast({ ...notice, actionId: 'sign-out' });
      void navigate('/');
    } catch {
      toast({ title: messages.signOutFailed, variant: 'destructive', actionId: 'sign-out' });
    }
  };
}
