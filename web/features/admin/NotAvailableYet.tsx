// The page of an admin section that is not built yet: its heading and a plain sentence.
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export function NotAvailableYet({ title }: { title: string }) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <section aria-labelledby="admin-page-title">
      <h1 id="admin-page-title" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="mt-2 text-slate-600">This section is not available yet.</p>
    </section>
  );
}
