// An admin page's heading (the page's name for the document title too) and its optional actions.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export function AdminPageTitle({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}
