import { useRef, type KeyboardEvent } from 'react';
import { DASHBOARD_FILTERS, type DashboardFilter } from '../../../domain/rules/dashboard-filter';

interface FilterTabsProps {
  readonly value: DashboardFilter;
  readonly counts: Readonly<Record<DashboardFilter, number>>;
  readonly panelId: string;
  readonly onChange: (filter: DashboardFilter) => void;
}

export const filterTabId = (filter: DashboardFilter) => `proof-filter-${filter}`;

/** All, Draft, Pending, Verified as tabs: arrow keys, Home and End move between them. */
export function FilterTabs({ value, counts, panelId, onChange }: FilterTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = DASHBOARD_FILTERS.findIndex((filter) => filter.id === value);
    const last = DASHBOARD_FILTERS.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const filter = DASHBOARD_FILTERS[(next + DASHBOARD_FILTERS.length) % DASHBOARD_FILTERS.length];
    if (!filter) return;
    onChange(filter.id);
    listRef.current?.querySelector<HTMLElement>(`#${filterTabId(filter.id)}`)?.focus();
  };
  return (
    <div ref={listRef} role="tablist" aria-label="Filter proofs" className="flex gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1">
      {DASHBOARD_FILTERS.map((filter) => {
        const selected = filter.id === value;
        return (
          <button
            key={filter.id}
            id={filterTabId(filter.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(filter.id)}
            onKeyDown={onKeyDown}
            className={`inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm sm:px-3 font-medium whitespace-nowrap ${selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            {filter.label}
            <span className={`hidden rounded-full px-1.5 text-xs tabular-nums sm:inline-block ${selected ? 'bg-blue-100 text-blue-800' : 'bg-slate-200 text-slate-700'}`}>{counts[filter.id]}</span>
          </button>
        );
      })}
    </div>
  );
}
