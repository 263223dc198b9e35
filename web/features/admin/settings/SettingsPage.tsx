// Settings: the configuration this deployment runs with, read-only (GET /api/admin/settings).
import { useId } from 'react';
import { panel } from '../../../components/button-styles';
import { useSettings } from '../api/settings';
import { AdminPage } from '../kit/AdminPage';
import { LoadError } from '../kit/LoadError';
import { Loading } from '../kit/Loading';

export function SettingsPage() {
  const settings = useSettings();
  // A group's title has spaces, which an id may not: each heading gets an id of its own.
  const headingId = useId();
  return (
    <AdminPage title="Settings" description="The configuration this deployment runs with. It is read-only here: it changes with the deployment’s environment, never from this page. Secrets are never shown.">
      {settings.isPending ? <Loading what="the settings" /> : settings.isError ? <LoadError error={settings.error} /> : null}
      {settings.data?.groups.map((group, index) => (
        <section key={group.title} aria-labelledby={`${headingId}-${index}`} className={panel}>
          <h2 id={`${headingId}-${index}`} className="text-lg font-semibold text-slate-900">
            {group.title}
          </h2>
          <dl className="mt-3 divide-y divide-slate-100">
            {group.items.map((item) => (
              <div key={item.name} className="grid gap-1 py-2 sm:grid-cols-3">
                <dt className="text-sm font-medium text-slate-700">{item.name}</dt>
                <dd className="break-words text-sm text-slate-900 sm:col-span-2">
                  {item.value} <span className="text-xs text-slate-500">({item.source})</span>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </AdminPage>
  );
}
