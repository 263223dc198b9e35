import { Logo } from '../../components/Logo';
import { AvatarMenu, type AvatarMenuActions } from './AvatarMenu';
import { ConnectionBadge } from './ConnectionBadge';
import type { OwnProfile } from '../../../domain/api/me';

export const DASHBOARD_TABS = ['Dashboard', 'My Proofs', 'Portfolio', 'Validators', 'Settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

interface DashboardHeaderProps {
  readonly profile: OwnProfile | null;
  readonly activeTab: DashboardTab;
  readonly onSelectTab: (tab: DashboardTab) => void;
  readonly menuActions: AvatarMenuActions;
}

export function DashboardHeader({ profile, activeTab, onSelectTab, menuActions }: DashboardHeaderProps) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
        <Logo />
        <nav aria-label="Dashboard sections" className="order-last w-full overflow-x-auto sm:order-none sm:w-auto sm:flex-1">
          <ul className="flex gap-1">
            {DASHBOARD_TABS.map((tab) => (
              <li key={tab}>
                <button
                  type="button"
                  aria-current={tab === activeTab ? 'page' : undefined}
                  onClick={() => onSelectTab(tab)}
                  className={`rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${tab === activeTab ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100'}`}
                >
                  {tab}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {profile && (
          <div className="ml-auto flex items-center gap-3">
            <ConnectionBadge profile={profile} />
            <AvatarMenu profile={profile} actions={menuActions} />
          </div>
        )}
      </div>
    </header>
  );
}
