// Small pieces the moderation pages share: the page heading, a pager over cursors, a date, a
// load failure, and tabs.
import { useState, type ReactNode } from 'react';
import { buttonSizes, secondaryButton } from '../../../components/button-styles';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
export const formatWhen = (iso: string | null | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? `${dateTime.format(Date.parse(iso))} UTC` : '');

export function AdminPageHeading({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <header className="mb-6">
      <h1 id="admin-page-title" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {children && <p className="mt-1 text-slate-600">{children}</p>}
    </header>
  );
}

/** Cursors of the pages seen so far: the current one is the last. */
export function useCursorPages() {
  const [stack, setStack] = useState<(string | null)[]>([null]);
  return {
    cursor: stack.at(-1) ?? null,
    page: stack.length,
    next: (cursor: string) => setStack((pages) => [...pages, cursor]),
    previous: () => setStack((pages) => (pages.length > 1 ? pages.slice(0, -1) : pages)),
    reset: () => setStack([null]),
  };
}

export function Pager({ pages, nextCursor, label }: { pages: ReturnType<typeof useCursorPages>; nextCursor: string | null | undefined; label: string }) {
  if (pages.page === 1 && !nextCursor) return null;
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex items-center gap-3">
      <button type="button" className={`${secondaryButton} ${buttonSizes.sm}`} disabled={pages.page === 1} onClick={pages.previous}>
        Previous
      </button>
      <span className="text-sm text-slate-600">Page {pages.page}</span>
      <button type="button" className={`${secondaryButton} ${buttonSizes.sm}`} disabled={!nextCursor} onClick={() => nextCursor && pages.next(nextCursor)}>
        Next
      </button>
    </nav>
  );
}

export function LoadFailed({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {error instanceof Error ? error.message : 'Failed to load'}
    </p>
  );
}

export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="space-y-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-10 animate-pulse rounded-lg bg-slate-200" />
      ))}
    </div>
  );
}

export function Tabs<T extends string>({ label, tabs, current, onChange }: { label: string; tabs: readonly { id: T; label: string }[]; current: T; onChange: (id: T) => void }) {
  return (
    <div role="group" aria-label={label} className="mb-4 flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          aria-pressed={tab.id === current}
          onClick={() => onChange(tab.id)}
          className={`rounded-full px-3 py-1.5 text-sm font-medium ${tab.id === current ? 'bg-blue-700 text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
