// A proof card as others will see it: used live beside the form and in the dialog after creating.
import { CARD_MAX_OUTCOMES, CARD_MAX_SKILLS } from '../../../domain/constants';
import type { ApprovalSummary, Outcome } from '../../../domain/entities';
import { CheckIcon } from '../icons';
import { dateRange } from './format-dates';
import { ScoreBadge } from './ScoreBadge';
import { StatusBadge } from './StatusBadge';
import type { ProofTrustLevel } from '../../../domain/rules/proof-trust-level';
import { TrustLevelBadge, TrustLevelMeaning } from './PublicTrustLevel';
import { TrustLabel } from './TrustLabel';
import { ValidatorAvatars } from './ValidatorAvatars';

export interface ProofCardData {
  readonly title: string;
  readonly role: string;
  readonly orgName: string | null;
  readonly description: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly outcomes: readonly Outcome[];
  readonly skills: readonly string[];
  readonly status: string;
  readonly verified: boolean;
  readonly approvals?: readonly ApprovalSummary[];
  readonly proofScore: number | null;
  readonly proofNumber?: string | null;
}

const placeholder = 'italic text-slate-500';

/**
 * `trustLevel`: on the public pages, the proof page's Trust Level and what it means, in place of
 * the card label the owner sees on their own card.
 */
export function ProofCardPreview({ proof, headingLevel = 3, trustLevel }: { proof: ProofCardData; headingLevel?: 2 | 3; trustLevel?: ProofTrustLevel }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const outcomes = proof.outcomes.filter((outcome) => outcome.description.trim() !== '').slice(0, CARD_MAX_OUTCOMES);
  const skills = proof.skills.slice(0, CARD_MAX_SKILLS);
  const hiddenSkills = proof.skills.length - skills.length;
  const dates = dateRange(proof.startDate, proof.endDate);
  const role = proof.role.trim();
  const org = proof.orgName?.trim();

  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg shadow-blue-900/5">
      <div className="h-1.5 bg-linear-to-r from-blue-700 via-blue-500 to-emerald-500" aria-hidden="true" />
      <div className="space-y-4 p-6">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge proof={proof} />
          {trustLevel ? <TrustLevelBadge level={trustLevel} /> : <TrustLabel approvals={proof.approvals} orgName={proof.orgName} />}
          {proof.proofScore !== null && (
            <span className="ml-auto">
              <ScoreBadge score={proof.proofScore} size="sm" />
            </span>
          )}
        </div>
        {trustLevel && <TrustLevelMeaning level={trustLevel} className="-mt-2" />}
        <div>
          <Heading className={`text-xl font-bold break-words text-slate-900 ${proof.title.trim() ? '' : placeholder}`}>{proof.title.trim() || 'Your project title'}</Heading>
          <p className="mt-1 text-sm break-words text-slate-700">
            <span className={role ? 'font-medium' : placeholder}>{role || 'Your role'}</span>
            {org && <span> @ {org}</span>}
          </p>
          {dates && <p className="mt-0.5 text-sm text-slate-600">{dates}</p>}
        </div>
        <p className={`line-clamp-5 text-sm leading-relaxed break-words whitespace-pre-line ${proof.description.trim() ? 'text-slate-700' : placeholder}`}>
          {proof.description.trim() || 'What you did, and why it mattered.'}
        </p>
        {outcomes.length > 0 && (
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Key outcomes</p>
            <ul className="mt-2 space-y-1.5">
              {outcomes.map((outcome, index) => (
                <li key={index} className="flex gap-2 text-sm text-slate-800">
                  <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                  <span className="min-w-0 break-words">
                    {outcome.description}
                    {outcome.metric?.trim() && <span className="ml-2 rounded bg-blue-50 px-1.5 whitespace-nowrap py-0.5 text-xs font-semibold text-blue-800">{outcome.metric}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {skills.length > 0 && (
          <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
            {skills.map((skill) => (
              <li key={skill} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
                {skill}
              </li>
            ))}
            {hiddenSkills > 0 && <li className="px-1 py-1 text-xs text-slate-500">+{hiddenSkills} more</li>}
          </ul>
        )}
        {((proof.approvals?.length ?? 0) > 0 || proof.proofNumber) && (
          <div className="flex items-center justify-between border-t border-slate-100 pt-4">
            <ValidatorAvatars approvals={proof.approvals} />
            {proof.proofNumber && <p className="font-mono text-sm text-slate-700">{proof.proofNumber}</p>}
          </div>
        )}
      </div>
    </article>
  );
}
