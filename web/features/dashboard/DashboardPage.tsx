import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dashboard as messages } from '../../../domain/messages';
import { useSession } from '../../app/auth/useSession';
import { PageSpinner } from '../../components/PageSpinner';
import { useToast } from '../../components/toast/toast-context';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { DashboardHeader, type DashboardTab } from './DashboardHeader';
import { MyProofs } from './MyProofs';
import { OnboardingWidget } from './OnboardingWidget';
import { useDashboardData } from './useDashboardData';
import { Welcome } from './Welcome';

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { profile, proofs, loading } = useDashboardData();
  const [tab, setTab] = useState<DashboardTab>('Dashboard');

  const portfolioPath = profile ? `/portfolio/${profile.username || profile.id}` : null;
  const selectTab = (next: DashboardTab) => {
    if (next === 'Portfolio') {
      if (portfolioPath) void navigate(portfolioPath);
      return;
    }
    setTab(next);
  };
  const signOut = async () => {
    try {
      await session.signOut();
      toast({ title: messages.signedOut });
      void navigate('/');
    } catch {
      toast({ title: messages.signOutFailed, variant: 'destructive' });
    }
  };

  const verified = proofs.filter((proof) => proof.verified);
  const facts = {
    linkedinConnected: profile?.linkedinConnected ?? false,
    hasProofs: proofs.length > 0,
    hasVerifiedProofs: verified.length > 0,
    hasPublishedProofs: proofs.some((proof) => proof.status === 'published'),
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardHeader
        profile={profile}
        activeTab={tab}
        onSelectTab={selectTab}
        menuActions={{ onViewPortfolio: () => selectTab('Portfolio'), onSettings: () => setTab('Settings'), onSignOut: () => void signOut() }}
      />
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        {loading ? (
          <PageSpinner label="Loading your dashboard" />
        ) : tab === 'Validators' || tab === 'Settings' ? (
          <section aria-labelledby="soon-title" className="rounded-xl border border-slate-200 bg-white p-10 text-center">
            <h1 id="soon-title" className="text-xl font-semibold text-slate-900">
              {tab}
            </h1>
            <p className="mt-2 text-slate-600">{messages.comingSoon}</p>
          </section>
        ) : (
          <>
            {profile && tab === 'Dashboard' && <Welcome profile={profile} proofCount={proofs.length} verifiedCount={verified.length} />}
            {tab === 'Dashboard' && <OnboardingWidget facts={facts} />}
            <MyProofs proofs={proofs} headingLevel={tab === 'My Proofs' ? 1 : 2} />
          </>
        )}
      </main>
    </div>
  );
}
