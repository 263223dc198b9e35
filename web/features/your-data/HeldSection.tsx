// One kind of what is held about an address on the co-signers' own page: a titled section with
// its list, or what to say when there is none.
import type { ReactNode } from 'react';

interface HeldSectionProps<T> {
  /** The heading's id, which names the section (a region for assistive technology). */
  readonly id: string;
  readonly heading: string;
  readonly empty: string;
  readonly items: readonly T[];
  readonly keyOf: (item: T) => string;
  readonly children: (item: T) => ReactNode;
}

export function HeldSection<T>({ id, heading, empty, items, keyOf, children }: HeldSectionProps<T>) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50 text-sm">
          {items.map((item) => (
            <li key={keyOf(item)} className="px-4 py-3 text-slate-700">
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
