import { Link } from 'react-router-dom';
import type { Recognition } from '../../../domain/entities';
import { dashboard as messages } from '../../../domain/messages';
import { statusBadge } from '../../../domain/rules/status-badge';

/** The person's proofs, newest first, or the empty state with the way to create the first one. */
export function MyProofs({ proofs, headingLevel }: { proofs: readonly Recognition[]; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="my-proofs-title" className="rounded-xl border border-slate-200 bg-white p-6">
      <Heading id="my-proofs-title" className="text-lg font-semibold text-slate-900">
        My Proofs
      </Heading>
      {proofs.length === 0 ? (
        <div className="py-10 text-center">
          <p className="font-medium text-slate-900">{messages.noProofs}</p>
          <Link to="/create-project" className="mt-4 inline-block rounded-lg bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800">
            Create your first proof
          </Link>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {proofs.map((proof) => (
            <li key={proof.id} className="flex items-center justify-between py-3">
              <span className="font-medium text-slate-900">{proof.title}</span>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">{statusBadge(proof)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
