import { useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { declinesByProof, standingDeclines } from '../../../domain/rules/standing-declines';
import { PageSpinner } from '../../components/PageSpinner';
import { useSignOut } from '../../components/useSignOut';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { SettingsPage } from './settings/SettingsPage';
import { ComingSoon } from './ComingSoon';
import { DashboardHeader } from './DashboardHeader';
import { DashboardOverview } from './DashboardOverview';
import { portfolioPathOf, SECTION_PATHS, sectionFor } from './dashboard-urls';
import { MyProofs } from './MyProofs';
import { useDashboardData } from './useDashboardData';
import { useInvitingProof } from './useInvitingProof';
import { useValidationActivity } from './useValidationActivity';
import { InviteValidatorsDialog } from './InviteValidatorsDialog';
import { BundlesPanel } from './bundles/BundlesPanel';

export default function DashboardPage() {
  // Each section is its own address: /dashboard, /dashboard/proofs, ... (dashboard-urls.ts).
  const tab = sectionFor(useParams().section);
  useDocumentTitle(tab ?? 'Dashboard');
  const navigate = useNavigate();
  const signOut = useSignOut();
  // Live updates (in the signed-in layout) keep these fresh: a validation arriving anywhere shows here without a reload.
  const { profile, proofs, loading } = useDashboardData();
  const activity = useValidationActivity();
  const invitation = useInvitingProof(proofs, loading);
  const declines = useMemo(() => declinesByProof(standingDeclines(activity.requests, activity.validations)), [activity.requests, activity.validations]);

  const portfolioPath = profile ? portfolioPathOf(profile) : null;

  if (!tab) return <Navigate to={SECTION_PATHS.Dashboard} replace />;
  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardHeader
        profile={profile}
        activeSection={tab}
        portfolioPath={portfolioPath}
        menuActions={{
          onViewPortfolio: () => {
            if (portfolioPath) void navigate(portfolioPath);
          },
          onSettings: () => void navigate(SECTION_PATHS.Settings),
          onSignOut: () => void signOut(),
        }}
      />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {loading ? (
          <PageSpinner label="Loading your dashboard" />
        ) : tab === 'Settings' ? (
          <SettingsPage />
        ) : tab === 'Validators' ? (
          <ComingSoon section={tab} />
        ) : tab === 'My Proofs' ? (
          <>
            <MyProofs proofs={proofs} declines={declines} headingLevel={1} onInvite={invitation.start} />
            <BundlesPanel proofs={proofs} />
          </>
        ) : (
          <DashboardOverview
            profile={profile}
            proofs={proofs}
            portfolioPath={portfolioPath}
            onInvite={invitation.start}
            activity={activity}
            declines={declines}
          />
        )}
      </main>
      {invitation.proof && (
        <InviteValidatorsDialog
          open
          proof={invitation.proof}
          sentToday={activity.sentToday}
          onClose={invitation.stop}
        />
      )}
    </div>
  );
}
