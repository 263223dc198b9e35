// 'Report this proof' under a public proof or project page, 'Report this portfolio' under a
// portfolio: opens the report form for the page the visitor is on. The form's code loads only when someone opens it.
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../../../lib/useHydrated';
import { reportWordsFor } from './report-words';

const ReportDialog = lazy(async () => ({ default: (await import('./ReportDialog')).ReportDialog }));

export function ReportLink() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  return (
    <div className="text-center">
      <button type="button" onClick={() => setOpen(true)} disabled={!hydrated} className="rounded text-sm text-slate-600 underline underline-offset-4 hover:text-slate-900">
        {reportWordsFor(pathname).link}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog page={pathname} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
