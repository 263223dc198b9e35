import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Proof } from '../../../domain/entities';
import { dashboard as messages } from '../../../domain/messages/dashboard';
import type { StandingDecline } from '../../../domain/rules/standing-declines';
import { DASHBOARD_FILTERS, matchesDashboardFilter, type DashboardFilter } from '../../../domain/rules/dashboard-filter';
import { buttonSizes, panel, primaryButton } from '../../components/button-styles';
import { PlusIcon } from '../../components/icons';
import { useProofFilter } from './dashboard-urls';
import { FilterTabs, filterTabId } from './FilterTabs';
import { ProjectCard } from './ProjectCard';

const NO_DECLINES: readonly StandingDecline[] = [];

interface MyProofsProps {
  readonly proofs: readonly Proof[];
  /** Each proof's declines not yet answered, by proof id. */
  readonly declines: ReadonlyMap<string, readonly StandingDecline[]>;
  /** 1 when the list is the page's main content (the My Proofs tab). */
  readonly headingLevel: 1 | 2;
  readonly onInvite: (proof: Proof) => void;
}

/** The person's proofs, newest first, filtered by All, Draft, Pending or Verified. */
export function MyProofs({ proofs, declines, headingLevel, onInvite }: MyProofsProps) {
  const [filter, setFilter] = useProofFilter();
  const panelId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const now = new Date();
  const counts = Object.fromEntries(DASHBOARD_FILTERS.map(({ id }) => [id, proofs.filter((proof) => matchesDashboardFilter(proof, id)).length])) as Record<DashboardFilter, number>;
  const shown = proofs.filter((proof) => matchesDashboardFilter(proof, filter));
  const label = DASHBOARD_FILTERS.find(({ id }) => id === filter)?.label ?? '';

  return (
    <section aria-labelledby="my-proofs-title" className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id="my-proofs-title" className={`${headingLevel === 1 ? 'text-2xl font-bold' : 'text-lg font-semibold'} text-slate-900`}>
          My Proofs
        </Heading>
        {headingLevel === 1 && (
          <Link to="/create-project" className={`${primaryButton} ${buttonSizes.sm}`}>
            <PlusIcon />
            New Proof
          </Link>
        )}
      </div>
      <div className="mt-4">
        <FilterTabs value={filter} counts={counts} panelId={panelId} onChange={setFilter} />
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={filterTabId(filter)} className="mt-4">
        {proofs.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center">
            <p className="font-semibold text-slate-900">{messages.noProofs}</p>
            <p className="mt-1 text-sm text-slate-600">Turn a project you are proud of into a proof card your manager and peers can co-sign.</p>
            <Link to="/create-project" className={`${primaryButton} ${buttonSizes.md} mt-5`}>
              <PlusIcon />
              Create your first proof
            </Link>
          </div>
        ) : shown.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center font-medium text-slate-700">{messages.noFilteredProofs(label.toLowerCase())}</p>
        ) : (
          <ul className={`grid grid-cols-1 gap-4 ${headingLevel === 1 ? 'md:grid-cols-2' : ''}`}>
            {shown.map((proof) => (
              <li key={proof.id}>
                <ProjectCard proof={proof} declines={declines.get(proof.id) ?? NO_DECLINES} now={now} headingLevel={headingLevel === 1 ? 2 : 3} onInvite={onInvite} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
