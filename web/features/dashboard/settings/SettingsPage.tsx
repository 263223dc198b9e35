// The dashboard's Settings tab: what the person may do with their data (docs/data-rights.md).
import { DownloadDataSection } from '../../../components/account/DownloadDataSection';

export function SettingsPage() {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Settings</h1>
      <DownloadDataSection />
    </div>
  );
}
