import { useId } from 'react';
import type { Proof } from '../../../domain/entities';
import { dashboard } from '../../../domain/messages/dashboard';
import { relativeAge } from '../../../domain/rules/relative-age';
import type { StandingDecline } from '../../../domain/rules/standing-declines';
import { ClockIcon } from '../../components/icons';
import { DeclineNotice } from '../../components/proof/DeclineDetails';
import { HiddenProofNotice } from '../../components/proof/HiddenProofNotice';
import { ScoreBadge } from '../../components/proof/ScoreBadge';
import { StatusBadge } from '../../components/proof/StatusBadge';
import { TrustLabel } from '../../components/proof/TrustLabel';
import { ValidatorAvatars } from '../../components/proof/ValidatorAvatars';
import { ProjectCardActions } from './ProjectCardActions';

interface ProjectCardProps {
  readonly proof: Proof;
  /** Its validators' declines the owner has not answered yet. */
  readonly declines: readonly StandingDecline[];
  readonly now: Date;
  readonly headingLevel: 2 | 3;
  readonly onInvite: (proof: Proof) => void;
}

/** One proof in My Proofs: what it is, how far it got (a decline included), and what to do next. */
export function ProjectCard({ proof, declines, now, headingLevel, onInvite }: ProjectCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading id={titleId} className="font-semibold break-words text-slate-900">
            {proof.title}
          </Heading>
          <p className="mt-0.5 text-sm break-words text-slate-600">
            {proof.role}
            {proof.orgName && ` @ ${proof.orgName}`}
          </p>
        </div>
        {proof.proofScore !== null && <ScoreBadge score={proof.proofScore} size="sm" />}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <StatusBadge proof={proof} />
        <TrustLabel approvals={proof.approvals} orgName={proof.orgName} />
        <span className="inline-flex items-center gap-1 text-xs text-slate-500">
          <ClockIcon className="h-3.5 w-3.5" />
          <span className="sr-only">Created </span>
          <time dateTime={proof.createdAt}>{relativeAge(proof.createdAt, now)}</time>
        </span>
        <span className="ml-auto">
          <ValidatorAvatars approvals={proof.approvals} />
        </span>
      </div>
      <HiddenProofNotice proof={proof} />
      {!proof.verified && proof.approvals.length > 0 && (
        <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{dashboard.needsEstablishedCosigner}</p>
      )}
      <DeclineNotice declines={declines} now={now} />
      <ProjectCardActions proof={proof} titleId={titleId} onInvite={onInvite} />
    </article>
  );
}
