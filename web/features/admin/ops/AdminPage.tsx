// The frame of an operations page: its heading (named for screen readers and the tab title) and
// a sentence on what the page is for.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

export function AdminPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <section aria-labelledby="admin-page-title" className="space-y-6">
      <header>
        <h1 id="admin-page-title" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        <p className="mt-1 max-w-3xl text-slate-600">{intro}</p>
      </header>
      {children}
    </section>
  );
}

/** A load that failed: what happened, in the server's words, as an alert. */
export function LoadError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {error instanceof Error ? error.message : 'Something went wrong. Please try again.'}
    </p>
  );
}

/** A short loading line, announced politely. */
export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="text-sm text-slate-600">
      Loading {what}…
    </p>
  );
}
