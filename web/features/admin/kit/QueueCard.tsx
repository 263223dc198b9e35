// One item of a decision queue (a report, an appeal) as an article named by its heading: what it
// is, as terms and descriptions, when and how it was decided, and the decision form while open.
import { useId, type ReactNode } from 'react';
import { formatWhen } from './dates';

export function QueueCard({ heading, decided, children, form }: { heading: ReactNode; decided?: { at: string | null; note: string | null }; children: ReactNode; form?: ReactNode }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {heading}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        {children}
        {decided?.at ? (
          <Fact term="Decided">
            {formatWhen(decided.at)}: <span className="whitespace-pre-line">{decided.note}</span>
          </Fact>
        ) : null}
      </dl>
      {form}
    </article>
  );
}

/** A term and its description; `text` keeps the writer's line breaks and wraps long words. */
export function Fact({ term, text = false, children }: { term: string; text?: boolean; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className={text ? 'break-words whitespace-pre-line' : 'break-words'}>{children}</dd>
    </>
  );
}
