import { Logo } from '../../components/Logo';
import { AvatarMenu, type AvatarMenuActions } from './AvatarMenu';
import { ConnectionBadge } from './ConnectionBadge';
import type { OwnProfile } from '../../../domain/api/me';
import { connectionState } from '../../../domain/rules/connection-state';
import { useLinkedInStatus } from './linkedin/api/linkedin';
import { useLinkedInConnect } from './linkedin/useLinkedInConnect';
import type { DashboardSection } from './dashboard-urls';
import { DashboardTabs } from './DashboardTabs';

interface DashboardHeaderProps {
  readonly profile: OwnProfile | null;
  readonly activeSection: DashboardSection;
  /** The public portfolio; null until the profile has loaded. */
  readonly portfolioPath: string | null;
  readonly menuActions: AvatarMenuActions;
}

/** The logo, the sections as links (each its own address), and the account menu. */
export function DashboardHeader({ profile, activeSection, portfolioPath, menuActions }: DashboardHeaderProps) {
  const linkedin = useLinkedInConnect();
  // The posting token's state (an expired token reads Not Connected); the profile's until it loads.
  const status = useLinkedInStatus();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 pt-3 sm:py-3">
        <Logo />
        <DashboardTabs
          activeSection={activeSection}
          portfolioPath={portfolioPath}
          className="order-last -mx-4 w-[calc(100%+2rem)] border-t border-slate-200 sm:order-none sm:mx-0 sm:w-auto sm:flex-1 sm:border-t-0"
        />
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
