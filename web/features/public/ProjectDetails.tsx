// The whole of a public project: what, where, when, the outcomes, skills and links, and when it was verified.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { safeHttpUrl } from '../../lib/safe-http-url';
import { CheckIcon, ClockIcon, ExternalIcon } from '../../components/icons';
import { dateRange } from '../../components/proof/format-dates';
import { ScoreBadge } from '../../components/proof/ScoreBadge';
import { TrustLevelMeaning } from '../../components/proof/PublicTrustLevel';
import { trustWords } from '../../../domain/messages/trust';
import { longDate, verifiedOnOf } from './format';
import type { PublicProof } from '../../../domain/api/public';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-100 pt-6">
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function ProjectDetails({ project }: { project: PublicProof }) {
  const verified = Boolean(project.verifiedAt || project.proofNumber);
  const dates = dateRange(project.startDate, project.endDate);
  const outcomes = project.outcomes.filter((outcome) => outcome.description.trim() !== '');
  // The API takes only http(s) links; the page links nothing else either.
  const webLinks = project.links.filter((link) => safeHttpUrl(link.url) !== null);
  return (
    <article aria-labelledby="project-title" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="h-1.5 bg-linear-to-r from-blue-700 via-blue-500 to-emerald-500" aria-hidden="true" />
      <div className="space-y-6 p-6 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 flex-1">
            {verified ? (
              <span className="inline-flex items-center gap-1 rounded-full border border-green-300 bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800">
                <CheckIcon className="h-3.5 w-3.5" /> Verified
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                <ClockIcon className="h-3.5 w-3.5" /> Pending
              </span>
            )}
            <h1 id="project-title" className="mt-3 text-3xl font-extrabold tracking-tight break-words text-slate-900">
              {project.title}
            </h1>
          </div>
          {project.proofScore !== null && <ScoreBadge score={project.proofScore} size="lg" />}
        </div>
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Organization</dt>
            <dd className="mt-0.5 font-medium break-words text-slate-900">{project.orgName || 'Not specified'}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Role</dt>
            <dd className="mt-0.5 font-medium break-words text-slate-900">{project.role}</dd>
          </div>
          {dates && (
            <div>
              <dt className="text-slate-500">Dates</dt>
              <dd className="mt-0.5 font-medium text-slate-900">{dates}</dd>
            </div>
          )}
          <div className="sm:col-span-3">
            <dt className="text-slate-500">{trustWords.trustLevel}</dt>
            <dd className="mt-0.5 font-medium text-slate-900">
              {project.trustLevel}
              <TrustLevelMeaning level={project.trustLevel} className="mt-0.5" />
            </dd>
          </div>
        </dl>
        <Section title="About the project">
          <p className="leading-relaxed break-words whitespace-pre-line text-slate-700">{project.description}</p>
        </Section>
        {outcomes.length > 0 && (
          <Section title="Key outcomes">
            <ul className="space-y-2">
              {outcomes.map((outcome, index) => (
                <li key={index} className="flex gap-2 text-slate-800">
                  <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-emerald-600" />
                  <span className="min-w-0 break-words">
                    {outcome.description}
                    {outcome.metric?.trim() && <span className="ml-2 rounded bg-blue-50 px-1.5 py-0.5 text-xs font-semibold text-blue-800">{outcome.metric}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
        )}
        {project.skills.length > 0 && (
          <Section title="Skills">
            <ul aria-label="Skills" className="flex flex-wrap gap-2">
              {project.skills.map((skill) => (
                <li key={skill} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                  {skill}
                </li>
              ))}
            </ul>
          </Section>
        )}
        {webLinks.length > 0 && (
          <Section title="Links">
            <ul className="space-y-2">
              {webLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 rounded break-all text-blue-700 underline-offset-4 hover:underline">
                    {link.title || link.url}
                    <ExternalIcon className="h-4 w-4 shrink-0" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </Section>
        )}
        {verified && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900">
            <p className="flex items-center gap-2">
              <CheckIcon className="h-4 w-4 text-green-700" />
              Verified on <time dateTime={verifiedOnOf(project)}>{longDate(verifiedOnOf(project))}</time>
            </p>
            {project.proofNumber && (
              <Link to={`/proof/${encodeURIComponent(project.proofNumber)}`} className="rounded font-mono font-semibold text-green-900 underline-offset-4 hover:underline">
                <span className="sr-only">Check proof </span>
                {project.proofNumber}
              </Link>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
