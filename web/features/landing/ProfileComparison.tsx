import { CheckIcon, CrossIcon } from './icons';
import { sectionInner, sectionTitle } from './ui';

const generic = [
  { claim: 'Led a cloud migration', status: 'Self-reported' },
  { claim: 'Grew sign-ups by 40%', status: 'No evidence' },
  { claim: 'Great at stakeholder management', status: 'Anyone can write this' },
];
const verified = [
  { claim: 'Led the cloud migration at Example Corp', status: 'Co-signed by their manager' },
  { claim: 'Grew sign-ups by 40% in two quarters', status: 'Confirmed by 2 peers' },
  { claim: 'Proof PJ-7K3M9Q', status: 'Checkable by any recruiter' },
];

/** A generic profile next to a verified one: the same claims, with and without proof. */
export function ProfileComparison() {
  return (
    <section aria-labelledby="compare-title" className="bg-slate-50">
      <div className={sectionInner}>
        <h2 id="compare-title" className={sectionTitle}>
          Generic profile vs. verified profile
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">The same three lines. Only one of them gives a recruiter a reason to believe it.</p>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-slate-300 bg-white p-6">
            <h3 className="text-lg font-semibold text-slate-900">Generic profile</h3>
            <ul className="mt-4 space-y-4">
              {generic.map((item) => (
                <li key={item.claim} className="flex gap-3">
                  <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-700">
                    <CrossIcon />
                  </span>
                  <span>
                    <span className="block font-medium text-slate-900">{item.claim}</span>
                    <span className="block text-sm text-slate-600">{item.status}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border-2 border-blue-700 bg-white p-6 shadow-lg shadow-blue-900/10">
            <h3 className="text-lg font-semibold text-slate-900">Verified profile</h3>
            <ul className="mt-4 space-y-4">
              {verified.map((item) => (
                <li key={item.claim} className="flex gap-3">
                  <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
                    <CheckIcon />
                  </span>
                  <span>
                    <span className="block font-medium text-slate-900">{item.claim}</span>
                    <span className="block text-sm text-emerald-800">{item.status}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
