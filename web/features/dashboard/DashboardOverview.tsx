import type { OwnProof } from '../../../domain/api/proofs';
import { MyProofs } from './MyProofs';
import { OnboardingWidget } from './OnboardingWidget';
import { PortfolioCard } from './PortfolioCard';
import { QuickActions } from './QuickActions';
import { ReadyToPublish } from './ReadyToPublish';
import type { OwnProfile } from '../../../domain/api/me';
import type { StandingDecline } from '../../../domain/rules/standing-declines';
import type { ValidationActivity } from './useValidationActivity';
import { ValidationCard } from './ValidationCard';
import { Welcome } from './Welcome';

interface DashboardOverviewProps {
  readonly profile: OwnProfile | null;
  readonly proofs: readonly OwnProof[];
  readonly portfolioPath: string | null;
  readonly onInvite: (proof: OwnProof) => void;
  readonly activity: ValidationActivity;
  /** Each proof's declines not yet answered (its card shows them). */
  readonly declines: ReadonlyMap<string, readonly StandingDecline[]>;
}

/**
 * The Dashboard tab: the greeting across the top; then a main column (onboarding, proofs ready to
 * publish, My Proofs) beside a side column (quick actions, portfolio). One column on small screens.
 */
export function DashboardOverview({ profile, proofs, portfolioPath, onInvite, activity, declines }: DashboardOverviewProps) {
  // Invite More Validators asks for the newest proof still waiting for a validation.
  const toValidate = proofs.find((proof) => !proof.verified) ?? proofs[0];
  const verified = proofs.filter((proof) => proof.verified);
  const facts = {
    linkedinConnected: profile?.linkedinConnected ?? false,
    hasProofs: proofs.length > 0,
    hasVerifiedProofs: verified.length > 0,
    hasPublishedProofs: proofs.some((proof) => proof.status === 'published'),
  };
  return (
    <div className="space-y-6">
      {profile && <Welcome profile={profile} proofCount={proofs.length} verifiedCount={verified.length} />}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <OnboardingWidget facts={facts} />
          {/* A proof an administrator hid is not ready to go public: its card in My Proofs says why. */}
          <ReadyToPublish proofs={verified.filter((proof) => proof.status !== 'published' && !proof.hiddenAt)} />
          <MyProofs proofs={proofs} declines={declines} headingLevel={2} onInvite={onInvite} />
        </div>
        <div className="min-w-0 space-y-6">
          <ValidationCard
            requests={activity.requests}
            validations={activity.validations}
            sentToday={activity.sentToday}
            onInviteMore={toValidate ? () => onInvite(toValidate) : null}
            onInviteOther={(proofId) => {
              const declinedProof = proofs.find((proof) => proof.id === proofId);
              if (declinedProof) onInvite(declinedProof);
            }}
          />
          <QuickActions portfolioPath={portfolioPath} />
          {portfolioPath && <PortfolioCard portfolioPath={portfolioPath} />}
        </div>
      </div>
    </div>
  );
}
