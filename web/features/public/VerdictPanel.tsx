// The first thing a proof's public page says: its verdict, in the colour of what it means.
import type { ReactNode } from 'react';

const TONES = {
  verified: { panel: 'border-green-300 bg-green-50 text-green-900', disc: 'bg-green-600' },
  awaiting: { panel: 'border-amber-300 bg-amber-50 text-amber-950', disc: 'bg-amber-500' },
} as const;

export function VerdictPanel({ tone, id, heading, icon, children }: { tone: keyof typeof TONES; id: string; heading: string; icon: ReactNode; children: ReactNode }) {
  const colours = TONES[tone];
  return (
    <section aria-labelledby={id} className={`flex items-start gap-4 rounded-2xl border p-6 ${colours.panel}`}>
      <span aria-hidden="true" className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full text-white ${colours.disc}`}>
        {icon}
      </span>
      <div className="min-w-0">
        <h2 id={id} className="text-xl font-bold">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}
