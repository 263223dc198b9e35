// One verified proof on a portfolio: what it was, when, which skills, its score and proof number.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CARD_MAX_SKILLS } from '../../../domain/constants';
import { CheckIcon } from '../../components/icons';
import { dateRange } from '../../components/proof/format-dates';
import { ScoreBadge } from '../../components/proof/ScoreBadge';
import { TrustLevelMeaning } from '../../components/proof/PublicTrustLevel';
import { trustWords } from '../../../domain/messages/trust';
import type { PublicProof } from '../../../domain/api/public';

export function PortfolioProofCard({ proof }: { proof: PublicProof }) {
  const titleId = useId();
  const dates = dateRange(proof.startDate, proof.endDate);
  const skills = proof.skills.slice(0, CARD_MAX_SKILLS);
  const more = proof.skills.length - skills.length;
  return (
    <article aria-labelledby={titleId} className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex-1 pb-4">
        <div className="flex items-start justify-between gap-3">
          <span className="inline-flex items-center gap-1 rounded-full border border-green-300 bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
            <CheckIcon className="h-3.5 w-3.5" />
            Verified
          </span>
          {proof.proofScore !== null && <ScoreBadge score={proof.proofScore} size="sm" />}
        </div>
        <h3 id={titleId} className="mt-3 text-lg font-semibold break-words text-slate-900">
          {/* The link covers the card, so the whole card is one click and one tab stop. */}
          <Link to={`/project/${encodeURIComponent(proof.id)}`} className="rounded after:absolute after:inset-0 after:rounded-xl hover:text-blue-800">
            {proof.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm break-words text-slate-700">
          <span className="font-medium">{proof.role}</span>
          {proof.orgName && <> @ {proof.orgName}</>}
        </p>
        {dates && <p className="mt-0.5 text-sm text-slate-500">{dates}</p>}
        <p className="mt-3 text-sm font-semibold text-slate-800">
          <span className="sr-only">{trustWords.trustLevel}: </span>
          {proof.trustLevel}
          <TrustLevelMeaning level={proof.trustLevel} className="mt-0.5" />
        </p>
        {skills.length > 0 && (
          <ul aria-label="Skills" className="mt-4 flex flex-wrap gap-1.5">
            {skills.map((skill) => (
              <li key={skill} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
                {skill}
              </li>
            ))}
            {more > 0 && <li className="px-1 py-1 text-xs text-slate-500">+{more} more</li>}
          </ul>
        )}
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-4 text-sm">
        <p className="text-slate-500">
          Proof <span className="font-mono font-medium text-slate-800">{proof.proofNumber}</span>
        </p>
        <span aria-hidden="true" className="font-medium text-blue-700">
          View project →
        </span>
      </div>
    </article>
  );
}
