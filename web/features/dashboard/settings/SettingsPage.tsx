// The dashboard's Settings tab: what the person may do with their data (docs/data-rights.md).
import { CloseAccountSection } from '../../../components/account/CloseAccountSection';
import { DownloadDataSection } from '../../../components/account/DownloadDataSection';
import { useMe } from '../../../lib/server-state/me';

export function SettingsPage() {
  const me = useMe();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Settings</h1>
      <DownloadDataSection />
      {me.data && <CloseAccountSection username={me.data.profile.username} />}
    </div>
  );
}
