import { dashboard as messages } from '../../../domain/messages/dashboard';

/** The Validators tab, for now. */
export function ComingSoon({ section }: { section: string }) {
  return (
    <section aria-labelledby="soon-title" className="rounded-xl border border-slate-200 bg-white p-10 text-center">
      <h1 id="soon-title" className="text-xl font-semibold text-slate-900">
        {section}
      </h1>
      <p className="mt-2 text-slate-600">{messages.comingSoon}</p>
    </section>
  );
}
