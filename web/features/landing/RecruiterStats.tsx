import { PRODUCT_NAME } from '../../../domain/product';
import { VALIDATION_LINK_LIFETIME_MS } from '../../../domain/constants';
import { sectionInner } from './ui';

const stats = [
  { figure: '80%', text: 'of recruiters start on LinkedIn', note: '*' },
  { figure: '3 steps', text: 'from a finished project to a co-signed, shareable proof' },
  { figure: `${VALIDATION_LINK_LIFETIME_MS / (60 * 60 * 1000)} h`, text: 'is how long a private validation link stays open' },
  { figure: '100%', text: 'of validations are logged in an audit trail, each with a proof number anyone can check' },
];

/** Why LinkedIn, and what a recruiter gets from a proof. */
export function RecruiterStats() {
  return (
    <section aria-labelledby="stats-title" className="bg-slate-900 text-white">
      <div className={sectionInner}>
        <h2 id="stats-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Meet recruiters where they already look
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((stat) => (
            <li key={stat.figure} className="rounded-2xl bg-slate-800 p-6">
              <p>
                <span className="block text-4xl font-extrabold text-blue-300">
                  {stat.figure}
                </span>{' '}
                <span className="mt-2 block text-slate-200">
                  {stat.text}
                  {stat.note && <span aria-hidden="true">{stat.note}</span>}
                </span>
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-300">
          * As commonly reported in recruiter surveys. The other figures describe how {PRODUCT_NAME} works.
        </p>
      </div>
    </section>
  );
}
