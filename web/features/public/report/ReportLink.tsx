// 'Report this proof' under a public proof, project or portfolio page: opens the report form for
// the page the visitor is on. The form's code loads only when someone opens it.
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { moderation } from '../../../../domain/messages-moderation';
import { useHydrated } from '../../../lib/useHydrated';

const ReportDialog = lazy(async () => ({ default: (await import('./ReportDialog')).ReportDialog }));

export function ReportLink() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  return (
    <div className="text-center">
      <button type="button" onClick={() => setOpen(true)} disabled={!hydrated} className="rounded text-sm text-slate-600 underline underline-offset-4 hover:text-slate-900">
        {moderation.reportLink}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog page={pathname} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
