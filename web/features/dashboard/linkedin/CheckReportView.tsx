import type { CheckReport } from './check-results';

/** One check's answer: a heading, plain sentences and, where there is one, a link. */
export function CheckReportView({ report }: { report: CheckReport }) {
  const tone = report.tone === 'ok' ? 'border-green-200 bg-green-50 text-green-950' : 'border-amber-200 bg-amber-50 text-amber-950';
  return (
    <div className={`rounded-lg border p-3 text-sm ${tone}`}>
      <h4 className="font-semibold">{report.heading}</h4>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {report.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {report.link && (
        <a href={report.link.href} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block font-medium text-blue-800 underline">
          {report.link.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
