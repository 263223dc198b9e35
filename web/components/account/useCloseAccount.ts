// Closing the account (docs/data-rights.md): POST /api/account/closure. The server ends the session
// as it answers, so the app then forgets it as signing out does, and says until when signing in
// keeps the account; the refusals its ending causes meanwhile (a live connection closed, a query
// refused) are this request's, not a session that ended elsewhere.
import { useMutation } from '@tanstack/react-query';
import type { AccountClosureBody } from '../../../domain/api/account';
import { accountRoutes } from '../../../domain/api/routes/account';
import { accountClosure as text } from '../../../domain/messages/data-rights';
import { callRoute } from '../../lib/api';
import { formatLongDay } from '../../lib/format-date-time';
import { useApi } from '../../lib/session/useApi';
import { useSignOut } from '../useSignOut';

export function useCloseAccount() {
  const api = useApi();
  const signOut = useSignOut();
  return useMutation({
    mutationFn: (body: AccountClosureBody) => callRoute(api, accountRoutes.RequestAccountClosure, { body }),
    meta: { endsSession: true },
    // Here, not in the caller's callbacks: the page may be gone by the time the answer arrives.
    onSuccess: (closure) => signOut({ title: text.heading, description: text.closed(formatLongDay(closure.closesAt)) }),
  });
}
