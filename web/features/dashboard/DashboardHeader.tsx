import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { AvatarMenu, type AvatarMenuActions } from './AvatarMenu';
import { ConnectionBadge } from './ConnectionBadge';
import type { OwnProfile } from '../../../domain/api/me';
import { connectionState } from '../../../domain/rules/connection-state';
import { useLinkedInStatus } from './linkedin/api/linkedin';
import { useLinkedInConnect } from './linkedin/useLinkedInConnect';
import { DASHBOARD_TABS, SECTION_PATHS, type DashboardSection } from './dashboard-urls';

interface DashboardHeaderProps {
  readonly profile: OwnProfile | null;
  readonly activeSection: DashboardSection;
  /** The public portfolio; null until the profile has loaded. */
  readonly portfolioPath: string | null;
  readonly menuActions: AvatarMenuActions;
}

const tabClass = 'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap';

/** The logo, the sections as links (each its own address), and the account menu. */
export function DashboardHeader({ profile, activeSection, portfolioPath, menuActions }: DashboardHeaderProps) {
  const linkedin = useLinkedInConnect();
  // The posting token's state (an expired token reads Not Connected); the profile's until it loads.
  const status = useLinkedInStatus();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
        <Logo />
        <nav aria-label="Dashboard sections" className="order-last w-full overflow-x-auto sm:order-none sm:w-auto sm:flex-1">
          <ul className="flex gap-1">
            {DASHBOARD_TABS.map((tab) => {
              const current = tab === activeSection;
              const to = tab === 'Portfolio' ? portfolioPath : SECTION_PATHS[tab];
              return (
                <li key={tab}>
                  {to ? (
                    <Link to={to} aria-current={current ? 'page' : undefined} className={`${tabClass} ${current ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100'}`}>
                      {tab}
                    </Link>
                  ) : (
                    <span className={`${tabClass} text-slate-500`}>{tab}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        {profile && (
          <div className="ml-auto flex items-center gap-3">
            <ConnectionBadge state={status.data?.state ?? connectionState(profile)} onConnect={() => void linkedin.connect()} busy={linkedin.connecting} />
            <AvatarMenu profile={profile} actions={menuActions} />
          </div>
        )}
      </div>
    </header>
  );
}
