// Domains: the organisation registry behind the company-domain check. Each organisation has its
// own domains (level 1, Verified Company) and its subsidiaries' or divisions' domains (level 2,
// Company Domain); changes hold from the next check and are recorded in the admin action log.
import { useState } from 'react';
import type { Organisation } from '../../../../domain/api/admin/domains';
import { buttonSizes, panel, primaryButton, secondaryButton } from '../../../components/button-styles';
import { AdminPage, LoadError, Loading } from '../ops/AdminPage';
import { useAdminPages } from '../ops/admin-api';
import { dateTime } from '../ops/format';
import { table, tableWrap, td, th } from '../ops/styles';
import { DomainCheck } from './DomainCheck';
import { OrganisationForm } from './OrganisationForm';
import { RemoveOrganisation } from './RemoveOrganisation';

export function DomainsPage() {
  const organisations = useAdminPages<Organisation>(['domains'], '/domains');
  const [editing, setEditing] = useState<Organisation | 'new' | null>(null);
  const [removing, setRemoving] = useState<Organisation | null>(null);
  const rows = organisations.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <AdminPage
      title="Domains"
      intro="Organisations and their e-mail domains, consulted first by the company-domain check. An address at an organisation’s own domain is a Verified Company validator (level 1); at a subsidiary’s or division’s domain, Company Domain (level 2). Changes hold from the next check."
    >
      <div className="flex flex-wrap gap-3">
        <button type="button" className={`${primaryButton} ${buttonSizes.md}`} onClick={() => setEditing('new')}>
          Add organisation
        </button>
      </div>
      {editing ? <OrganisationForm key={editing === 'new' ? 'new' : editing.id} organisation={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      {organisations.isPending ? <Loading what="the organisations" /> : organisations.isError ? <LoadError error={organisations.error} /> : null}
      {organisations.isSuccess && rows.length === 0 ? <p className="text-sm text-slate-600">No organisations in the registry.</p> : null}
      {rows.length > 0 ? (
        <div className={tableWrap}>
          <table className={table}>
            <caption className="sr-only">Organisations of the registry, by name</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>Organisation</th>
                <th scope="col" className={th}>Own domains (level 1)</th>
                <th scope="col" className={th}>Subsidiary domains (level 2)</th>
                <th scope="col" className={th}>Changed</th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((organisation) => (
                <tr key={organisation.id}>
                  <td className={td}>
                    <span className="font-medium">{organisation.name}</span>
                    {organisation.aliases.length > 0 ? <span className="block text-xs text-slate-600">Also: {organisation.aliases.join(', ')}</span> : null}
                  </td>
                  <td className={`${td} break-all`}>{organisation.exactDomains.join(', ') || '—'}</td>
                  <td className={`${td} break-all`}>{organisation.subsidiaryDomains.join(', ') || '—'}</td>
                  <td className={td}>{dateTime(organisation.updatedAt)}</td>
                  <td className={td}>
                    <div className="flex gap-2">
                      <button type="button" className={`${secondaryButton} ${buttonSizes.sm}`} onClick={() => setEditing(organisation)} aria-label={`Edit ${organisation.name}`}>
                        Edit
                      </button>
                      <button type="button" className={`${secondaryButton} ${buttonSizes.sm}`} onClick={() => setRemoving(organisation)} aria-label={`Remove ${organisation.name}`}>
                        Remove
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {organisations.hasNextPage ? (
        <button type="button" className={`${secondaryButton} ${buttonSizes.sm}`} onClick={() => void organisations.fetchNextPage()} disabled={organisations.isFetchingNextPage}>
          Show more organisations
        </button>
      ) : null}
      <RemoveOrganisation organisation={removing} onClose={() => setRemoving(null)} />
      <section aria-labelledby="domain-check-title" className={panel}>
        <h2 id="domain-check-title" className="text-lg font-semibold text-slate-900">
          Try the check
        </h2>
        <DomainCheck />
      </section>
    </AdminPage>
  );
}
