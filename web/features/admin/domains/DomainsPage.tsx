// Domains: the organisation registry behind the company-domain check. Each organisation has its
// own domains (level 1, Verified Company) and its subsidiaries' or divisions' domains (level 2,
// Company Domain); changes hold from the next check and are recorded in the admin action log.
import { useState } from 'react';
import type { Organisation } from '../../../../domain/api/admin/domains';
import { buttonSizes, panel, primaryButton, secondaryButton } from '../../../components/button-styles';
import { useOrganisations } from '../api/domains';
import { AdminPage } from '../kit/AdminPage';
import { AdminTable } from '../kit/AdminTable';
import { formatWhen } from '../kit/dates';
import { Pager } from '../kit/Pager';
import { cell } from '../kit/table-styles';
import { usePagedList } from '../kit/usePagedList';
import { DomainCheck } from './DomainCheck';
import { OrganisationForm } from './OrganisationForm';
import { RemoveOrganisation } from './RemoveOrganisation';

export function DomainsPage() {
  const organisations = usePagedList(useOrganisations(), 'more');
  const [editing, setEditing] = useState<Organisation | 'new' | null>(null);
  const [removing, setRemoving] = useState<Organisation | null>(null);
  return (
    <AdminPage
      title="Domains"
      description="Organisations and their e-mail domains, consulted first by the company-domain check. An address at an organisation’s own domain is a Verified Company validator (level 1); at a subsidiary’s or division’s domain, Company Domain (level 2). Changes hold from the next check."
    >
      <div className="flex flex-wrap gap-3">
        <button type="button" className={`${primaryButton} ${buttonSizes.md}`} onClick={() => setEditing('new')}>
          Add organisation
        </button>
      </div>
      {editing ? <OrganisationForm key={editing === 'new' ? 'new' : editing.id} organisation={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      <AdminTable
        caption="Organisations of the registry, by name"
        columns={['Organisation', 'Own domains (level 1)', 'Subsidiary domains (level 2)', 'Changed', { label: 'Actions', hidden: true }]}
        status={organisations.status}
        loadingWhat="the organisations"
        empty="No organisations in the registry."
      >
        {organisations.rows.map((organisation) => (
          <tr key={organisation.id}>
            <td className={cell}>
              <span className="font-medium">{organisation.name}</span>
              {organisation.aliases.length > 0 ? <span className="block text-xs text-slate-600">Also: {organisation.aliases.join(', ')}</span> : null}
            </td>
            <td className={`${cell} break-all`}>{organisation.exactDomains.join(', ') || '—'}</td>
            <td className={`${cell} break-all`}>{organisation.subsidiaryDomains.join(', ') || '—'}</td>
            <td className={cell}>{formatWhen(organisation.updatedAt)}</td>
            <td className={cell}>
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
      </AdminTable>
      <Pager list={organisations} label="Show more organisations" />
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
