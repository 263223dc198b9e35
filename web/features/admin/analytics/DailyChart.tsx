// One counter per day as a bar chart, hand-made in SVG: named and described for screen readers,
// with the same figures as a table for anyone who prefers numbers.
import { useId } from 'react';
import type { DayCounts, DailyCounter } from '../../../../domain/api/admin/analytics';
import { cell, headerCell, tableClass } from '../kit/table-styles';
import { niceMax, shortDay, ticks } from './chart-scale';

const WIDTH = 640;
const HEIGHT = 200;
const LEFT = 36;
const BOTTOM = 24;
const TOP = 8;

export function DailyChart({ series, counter, label, colour }: { series: readonly DayCounts[]; counter: DailyCounter; label: string; colour: string }) {
  const id = useId();
  const values = series.map((day) => day[counter]);
  const total = values.reduce((sum, value) => sum + value, 0);
  const top = niceMax(Math.max(...values, 0));
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const slot = plotWidth / Math.max(series.length, 1);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const busiest = series.reduce<DayCounts | null>((best, day) => (best === null || day[counter] > best[counter] ? day : best), null);
  const first = series[0]?.day;
  const last = series.at(-1)?.day;
  const description = `${total} in total from ${first ? shortDay(first) : ''} to ${last ? shortDay(last) : ''}${busiest && busiest[counter] > 0 ? `; the busiest day was ${shortDay(busiest.day)} with ${busiest[counter]}` : ''}.`;
  const labelEvery = Math.ceil(series.length / 6);

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="flex items-baseline justify-between gap-3">
        <span className="font-semibold text-slate-900">{label}</span>
        <span className="text-sm text-slate-600">{total} in total</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-2 h-auto w-full" role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>{`${label} per day`}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks(top).map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#475569">
              {tick}
            </text>
          </g>
        ))}
        {series.map((day, index) => {
          const value = day[counter];
          const x = LEFT + index * slot;
          return (
            <g key={day.day}>
              {value > 0 ? <rect x={x + slot * 0.15} y={y(value)} width={Math.max(slot * 0.7, 1)} height={TOP + plotHeight - y(value)} fill={colour} rx="1" /> : null}
              {index % labelEvery === 0 || index === series.length - 1 ? (
                <text x={index === series.length - 1 ? WIDTH : x + slot / 2} y={HEIGHT - 6} textAnchor={index === series.length - 1 ? 'end' : 'middle'} fontSize="11" fill="#475569">
                  {shortDay(day.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-blue-800 underline">Show {label.toLowerCase()} as a table</summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className={tableClass}>
            <caption className="sr-only">{label} per day</caption>
            <thead>
              <tr>
                <th scope="col" className={headerCell}>Day</th>
                <th scope="col" className={headerCell}>{label}</th>
              </tr>
            </thead>
            <tbody>
              {series.map((day) => (
                <tr key={day.day}>
                  <td className={cell}>{day.day}</td>
                  <td className={cell}>{day[counter]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
