// The proof as the validator reads it: a one-line summary for the landing view, everything for
// the review. Owner-written text is rendered as text; only http(s) links become links.
import type { ReactNode } from 'react';
import { BriefcaseIcon, CalendarIcon, ExternalIcon } from '../../components/icons';
import { safeHttpUrl } from '../../lib/safe-http-url';
import { dateRange, type PortalProof } from './portal-types';

function RoleAndOrg({ recognition: proof }: { recognition: PortalProof }) {
  return (
    <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
      <div className="flex items-center gap-2">
        <dt className="text-slate-500">
          <BriefcaseIcon className="h-4 w-4" />
          <span className="sr-only">Role</span>
        </dt>
        <dd>
          <span className="font-medium text-slate-900">{proof.role}</span>
          {proof.orgName && <span> at {proof.orgName}</span>}
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="text-slate-500">
          <CalendarIcon className="h-4 w-4" />
          <span className="sr-only">Dates</span>
        </dt>
        <dd>{dateRange(proof.startDate, proof.endDate)}</dd>
      </div>
    </dl>
  );
}

export function ProofSummary({ recognition: proof }: { recognition: PortalProof }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Project</p>
      <p className="mt-1 text-lg font-semibold text-slate-900">{proof.title}</p>
      <RoleAndOrg recognition={proof} />
    </div>
  );
}

/** One part of the proof under its heading (the heading names the region). */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mt-6" aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function ProofDetails({ recognition: proof, headingId }: { recognition: PortalProof; headingId: string }) {
  const links = proof.links.map((link) => ({ ...link, href: safeHttpUrl(link.url) }));
  // The project URL is usually the first link already (the server derives it so): shown once.
  const projectUrl = ((url) => (url && !links.some((link) => link.href === url) ? url : null))(safeHttpUrl(proof.projectUrl));
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">The proof</p>
      <h2 id={headingId} className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">
        {proof.title}
      </h2>
      <RoleAndOrg recognition={proof} />

      <DetailSection id={`${headingId}-description`} title="Description">
        <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">{proof.description}</p>
      </DetailSection>

      {proof.outcomes.length > 0 && (
        <DetailSection id={`${headingId}-outcomes`} title="Outcomes">
          <ul className="mt-2 space-y-2">
            {proof.outcomes.map((outcome, index) => (
              <li key={index} className="flex gap-3 rounded-lg bg-blue-50 px-3 py-2 text-blue-950">
                <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-blue-700" />
                <span>
                  {outcome.description}
                  {outcome.metric && <span className="ml-2 font-semibold text-blue-800">{outcome.metric}</span>}
                </span>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}

      {proof.skills.length > 0 && (
        <DetailSection id={`${headingId}-skills`} title="Skills">
          <ul className="mt-2 flex flex-wrap gap-2">
            {proof.skills.map((skill, index) => (
              <li key={index} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {skill}
              </li>
            ))}
          </ul>
        </DetailSection>
      )}

      {(links.length > 0 || projectUrl) && (
        <DetailSection id={`${headingId}-links`} title="Links">
          <ul className="mt-2 space-y-1">
            {projectUrl && (
              <li>
                <ExternalLink href={projectUrl}>Project website</ExternalLink>
              </li>
            )}
            {links.map((link, index) => (
              <li key={index}>
                {link.href ? (
                  <ExternalLink href={link.href}>{link.title || link.url}</ExternalLink>
                ) : (
                  <span className="text-slate-700">
                    {link.title} <span className="text-slate-500">({link.url})</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
    </article>
  );
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 rounded text-blue-700 underline-offset-4 hover:text-blue-900 hover:underline">
      {children}
      <ExternalIcon className="h-3.5 w-3.5" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
