// What a suspended person sees instead of their dashboard (docs/suspension.md): that the account
// is suspended and since when, the reason the administrator gave, the ground and that a person
// decided, what is hidden meanwhile, how to appeal (the form, or their appeal and its answer),
// other redress, and Sign Out. The statement is the one their e-mail carries, word for word.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SuspensionStatement } from '../../../domain/api/account';
import { statementDate, suspendedPage as text, suspensionStatement as statement } from '../../../domain/messages/suspension';
import { buttonSizes, panel, secondaryButton } from '../../components/button-styles';
import { textLink } from '../../components/link-styles';
import { Logo } from '../../components/Logo';
import { useSignOut } from '../../components/useSignOut';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { CloseAccountSection } from '../../components/account/CloseAccountSection';
import { DownloadDataSection } from '../../components/account/DownloadDataSection';
import { AppealSection } from './AppealSection';

export function SuspendedPage({ suspension }: { suspension: SuspensionStatement }) {
  useDocumentTitle(text.title);
  const signOut = useSignOut();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <Logo />
          <button type="button" onClick={() => void signOut()} className={`${secondaryButton} ${buttonSizes.md}`}>
            {text.signOut}
          </button>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
          <p className="mt-2 text-slate-700">{statement.decision(statementDate(suspension.suspendedAt))}</p>
        </div>
        <StatementPart id="suspension-why" heading={text.reasonHeading}>
          {suspension.reason === null ? (
            <p>{statement.noReasonRecorded}</p>
          ) : (
            <figure>
              <figcaption className="font-medium">{statement.reasonLabel}</figcaption>
              <blockquote className="mt-1 border-l-4 border-amber-400 bg-amber-50 px-3 py-2 break-words whitespace-pre-line text-slate-900">{suspension.reason}</blockquote>
            </figure>
          )}
          <p>
            {statement.ground}{' '}
            <Link to="/terms" className={`${textLink} underline`}>
              {text.termsLink}
            </Link>
          </p>
          <p>{statement.automation}</p>
        </StatementPart>
        <StatementPart id="suspension-hidden" heading={statement.hiddenHeading}>
          <ul className="list-disc space-y-1 pl-5">
            {statement.hidden.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{statement.nothingDeleted}</p>
        </StatementPart>
        <StatementPart id="suspension-appeal" heading={statement.appealHeading}>
          <AppealSection appeal={suspension.appeal} />
          <p>{statement.otherRedress}</p>
        </StatementPart>
        {/* A suspension hides the account; the person's right to their data stays (docs/data-rights.md). */}
        <DownloadDataSection />
        <CloseAccountSection username={suspension.username} />
      </main>
    </div>
  );
}

/** One part of the statement: a titled panel. */
function StatementPart({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${panel} space-y-3 text-slate-800`}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
