// In front of every signed-in page: a suspended account sees the page that says so (why, what is
// hidden, how to appeal, Sign Out) instead of a dashboard whose every call the server refuses.
// The status is asked before the pages load, and again whenever a call is refused for a
// suspension or the live connection drops (lib/server-state), so a suspension that happens while
// the person is signed in takes the screen too.
import type { ReactNode } from 'react';
import { PageSpinner } from '../../components/PageSpinner';
import { useAccountStatus } from '../../lib/server-state/account-status';
import { SuspendedPage } from './SuspendedPage';

export function SuspensionGate({ children }: { children: ReactNode }) {
  const status = useAccountStatus();
  if (status.isPending) return <PageSpinner label="Loading your account" />;
  const suspension = status.data?.suspension;
  // Unknown (the status could not be read): the pages go on; the server refuses what it must.
  return suspension ? <SuspendedPage suspension={suspension} /> : children;
}
