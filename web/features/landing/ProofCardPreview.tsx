// An example proof card drawn with HTML and CSS only: the hero's picture, at no download cost.
import { CheckIcon } from './icons';

const skills = ['Cloud architecture', 'FinOps', 'Team leadership'];
const validators = [
  { initials: 'JM', role: 'Manager', color: 'bg-blue-700' },
  { initials: 'AK', role: 'Peer', color: 'bg-emerald-700' },
  { initials: 'RS', role: 'Peer', color: 'bg-violet-700' },
];

export function ProofCardPreview() {
  return (
    <figure className="mx-auto w-full max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-blue-900/10">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm text-slate-600">Example Corp · Engineering Lead</p>
            <p className="mt-1 text-lg font-bold text-slate-900">Cloud cost reduction programme</p>
          </div>
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800">
            <CheckIcon className="h-3.5 w-3.5" />
            Verified
          </span>
        </div>
        <p className="mt-4 rounded-lg bg-blue-50 px-3 py-2 text-sm font-medium text-blue-900">
          Cut monthly infrastructure spend by 28% in two quarters
        </p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Skills">
          {skills.map((skill) => (
            <li key={skill} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
              {skill}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex items-center justify-between border-t border-slate-100 pt-4">
          <ul className="flex gap-1" aria-label="Validators">
            {validators.map((v) => (
              <li
                key={v.initials}
                className={`flex h-8 w-8 items-center justify-center rounded-full text-xs font-bold text-white ring-2 ring-white ${v.color}`}
              >
                {v.initials}
                <span className="sr-only"> ({v.role})</span>
              </li>
            ))}
          </ul>
          <p className="font-mono text-sm text-slate-700">PJ-7K3M9Q</p>
        </div>
        <p className="mt-3 text-sm font-semibold text-blue-800">Manager-verified</p>
      </div>
      <figcaption className="mt-3 text-center text-sm text-slate-600">An example proof card</figcaption>
    </figure>
  );
}
