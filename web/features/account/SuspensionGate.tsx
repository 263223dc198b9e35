// In front of every signed-in page: a suspended account sees the page that says so (why, what is
// hidden, how to appeal, Sign Out) instead of a dashboard whose every call the server refuses.
// The profile is read first: opening the app with a new sign-in is what keeps an account its owner
// had asked to close (docs/data-rights.md), and until then the server refuses every other call.
// The status is asked next, and again whenever a call is refused for a suspension or the live
// connection drops (lib/server-state), so a suspension that happens while the person is signed in
// takes the screen too.
import { useEffect, type ReactNode } from 'react';
import { accountClosure } from '../../../domain/messages/data-rights';
import { PageSpinner } from '../../components/PageSpinner';
import { useToast } from '../../components/toast/toast-context';
import { useAccountStatus } from '../../lib/server-state/account-status';
import { useMe } from '../../lib/server-state/me';
import { SuspendedPage } from './SuspendedPage';

export function SuspensionGate({ children }: { children: ReactNode }) {
  const me = useMe();
  // Answered, or refused once (a suspended account's profile is refused, and tried again later).
  const meAnswered = !me.isPending || me.failureCount > 0;
  const status = useAccountStatus({ enabled: meAnswered });
  const toast = useToast();
  const kept = me.data?.closureCancelled === true;
  useEffect(() => {
    if (kept) toast({ title: accountClosure.kept });
  }, [kept, toast]);
  if (!meAnswered || status.isPending) return <PageSpinner label="Loading your account" />;
  const suspension = status.data?.suspension;
  // Unknown (the status could not be read): the pages go on; the server refuses what it must.
  return suspension ? <SuspendedPage suspension={suspension} /> : children;
}
