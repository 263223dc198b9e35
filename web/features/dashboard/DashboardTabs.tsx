// The dashboard's sections (spec: header tabs Dashboard, My Proofs, Portfolio, Validators, Settings)
// as links, each its own address, the current one marked with aria-current. On a phone they are one
// full-width row of five equal cells, an icon over each label, so every section stays on screen and
// readable at 320 px and up; from the `sm` breakpoint they sit in the header's row as text tabs.
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { BriefcaseIcon, HomeIcon, SettingsIcon, ShieldIcon, UsersIcon } from '../../components/icons';
import { DASHBOARD_TABS, SECTION_PATHS, type DashboardSection, type DashboardTab } from './dashboard-urls';

const ICONS: Record<DashboardTab, ComponentType<{ className?: string }>> = {
  Dashboard: HomeIcon,
  'My Proofs': ShieldIcon,
  Portfolio: BriefcaseIcon,
  Validators: UsersIcon,
  Settings: SettingsIcon,
};

const tabClass =
  'flex h-full flex-col items-center justify-center gap-1 border-b-2 px-1 py-2 text-center text-xs leading-tight font-medium whitespace-nowrap max-[359px]:text-[11px] ' +
  'sm:flex-row sm:rounded-md sm:border-b-0 sm:px-3 sm:text-sm';
const currentClass = 'border-blue-700 text-blue-800 sm:bg-blue-50';
const otherClass = 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900';

interface DashboardTabsProps {
  readonly activeSection: DashboardSection;
  /** The public portfolio; null until the profile has loaded. */
  readonly portfolioPath: string | null;
  readonly className?: string;
}

export function DashboardTabs({ activeSection, portfolioPath, className = '' }: DashboardTabsProps) {
  return (
    <nav aria-label="Dashboard sections" className={className}>
      <ul className="grid grid-cols-5 sm:flex sm:gap-1">
        {DASHBOARD_TABS.map((tab) => {
          const current = tab === activeSection;
          const to = tab === 'Portfolio' ? portfolioPath : SECTION_PATHS[tab];
          const Icon = ICONS[tab];
          const content = (
            <>
              <Icon className="h-5 w-5 shrink-0 sm:hidden" />
              {tab}
            </>
          );
          return (
            <li key={tab} className="min-w-0">
              {to ? (
                <Link to={to} aria-current={current ? 'page' : undefined} className={`${tabClass} ${current ? currentClass : otherClass}`}>
                  {content}
                </Link>
              ) : (
                <span className={`${tabClass} border-transparent text-slate-500`}>{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
