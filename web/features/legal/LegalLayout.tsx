import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { SiteFooter } from '../../components/SiteFooter';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { SkipLink } from '../../components/SkipLink';

/** The frame of a static legal page: logo, Back to Home, the title, the sections, the footer. */
export function LegalLayout({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <header className="border-b border-slate-200">
        <SkipLink />
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <Logo />
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-blue-700 hover:bg-slate-50"
          >
            <span aria-hidden="true">←</span>
            Back to Home
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} style={{ outline: 'none' }} className="flex-1">
        <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <div className="mt-4 text-lg text-slate-600">{intro}</div>
          <div className="mt-10 space-y-10">{children}</div>
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}

/** One numbered part of a legal page, with its own heading. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">{children}</div>
    </section>
  );
}

/** A mailbox as a mailto link. */
export function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="rounded text-blue-700 underline underline-offset-2 hover:text-blue-900">
      {address}
    </a>
  );
}
