// The frame of every admin page: its heading (which names the page's region and the tab title),
// an optional back link above it, actions beside it and a sentence on what the page is for.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { textLink } from '../../../components/link-styles';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

export interface BackLink {
  readonly to: string;
  readonly label: string;
}

export function AdminPage({ title, description, back, actions, children }: { title: string; description?: ReactNode; back?: BackLink; actions?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <section aria-labelledby="admin-page-title" className="space-y-6">
      <header>
        {back ? (
          <Link to={back.to} className={`${textLink} mb-2 inline-block text-sm`}>
            {back.label}
          </Link>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="admin-page-title" className="text-2xl font-bold text-slate-900">
            {title}
          </h1>
          {actions}
        </div>
        {description ? <p className="mt-1 max-w-3xl text-slate-600">{description}</p> : null}
      </header>
      {children}
    </section>
  );
}
