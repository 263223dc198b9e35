// The funnel as horizontal bars, hand-made in SVG: each step's people and the share of those who
// signed up; named and described for screen readers, with the figures as a table too.
import { useId } from 'react';
import { FUNNEL_STEP_LABELS, type AnalyticsAnswer } from '../../../../domain/api/admin/analytics';
import { cell, headerCell, tableClass } from '../kit/table-styles';

const WIDTH = 640;
const ROW = 36;
const LABEL = 170;

const share = (people: number, base: number) => (base > 0 ? `${Math.round((people / base) * 100)}%` : '—');

export function FunnelChart({ funnel }: { funnel: AnalyticsAnswer['funnel'] }) {
  const id = useId();
  const base = funnel[0]?.people ?? 0;
  const widest = Math.max(...funnel.map((step) => step.people), 1);
  const height = funnel.length * ROW + 8;
  const description = funnel.map((step) => `${FUNNEL_STEP_LABELS[step.step]}: ${step.people} (${share(step.people, base)})`).join('; ');
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="font-semibold text-slate-900">Funnel: signed up → created a proof → invited → verified → published</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className="mt-2 h-auto w-full" role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>People at each step of the funnel</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {funnel.map((step, index) => {
          const barWidth = ((WIDTH - LABEL - 80) * step.people) / widest;
          const y = index * ROW + 4;
          return (
            <g key={step.step}>
              <text x={0} y={y + ROW / 2 + 4} fontSize="13" fill="#0f172a">
                {FUNNEL_STEP_LABELS[step.step]}
              </text>
              <rect x={LABEL} y={y + 4} width={Math.max(barWidth, step.people > 0 ? 2 : 0)} height={ROW - 10} fill="#1d4ed8" opacity={1 - index * 0.12} rx="3" />
              <text x={LABEL + barWidth + 8} y={y + ROW / 2 + 4} fontSize="13" fill="#334155">
                {step.people} ({share(step.people, base)})
              </text>
            </g>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-blue-800 underline">Show the funnel as a table</summary>
        <table className={`${tableClass} mt-2`}>
          <caption className="sr-only">People at each step of the funnel</caption>
          <thead>
            <tr>
              <th scope="col" className={headerCell}>Step</th>
              <th scope="col" className={headerCell}>People</th>
              <th scope="col" className={headerCell}>Of those who signed up</th>
            </tr>
          </thead>
          <tbody>
            {funnel.map((step) => (
              <tr key={step.step}>
                <td className={cell}>{FUNNEL_STEP_LABELS[step.step]}</td>
                <td className={cell}>{step.people}</td>
                <td className={cell}>{share(step.people, base)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
