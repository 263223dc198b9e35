// Who co-signed the proof: their name when they agreed to be named and signed in with LinkedIn, else
// their masked e-mail; role, trust score, what they proved, date and comment of each validation.
import { trustBadgeVariant, type TrustBadgeVariant } from '../../../domain/rules/trust-badge-variant';
import { trustWords } from '../../../domain/messages/trust';
import { MailIcon, ShieldIcon } from '../../components/icons';
import { LinkedInIcon } from '../../components/LinkedInIcon';
import { longDate } from './format';
import type { PublicValidation } from '../../../domain/api/public';

const VARIANTS: Record<TrustBadgeVariant, string> = {
  default: 'border-blue-700 bg-blue-700 text-white',
  secondary: 'border-slate-200 bg-slate-100 text-slate-800',
  outline: 'border-slate-300 bg-white text-slate-700',
};
const ROLES = {
  manager: { label: 'Manager', className: 'border-blue-300 bg-blue-50 text-blue-800' },
  peer: { label: 'Peer', className: 'border-emerald-300 bg-emerald-50 text-emerald-800' },
} as const;
const badge = 'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

export function ValidationDetails({ validations }: { validations: readonly PublicValidation[] }) {
  return (
    <section aria-labelledby="validation-details" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="validation-details" className="text-lg font-bold text-slate-900">
        Validation Details
      </h2>
      {validations.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No validator details are public for this proof.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {validations.map((validation, index) => {
            const role = ROLES[validation.role] ?? ROLES.peer;
            // The score's tens on the spec's 10-point badge scale: 80..100 solid, 60..79 grey, below outlined.
            const scoreStyle = VARIANTS[trustBadgeVariant(Math.floor(validation.trustScore / 10))];
            return (
              <li key={index} className="py-4 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2">
                  {validation.name ? (
                    // Named with their consent: the name their LinkedIn sign-in gave.
                    <>
                      <LinkedInIcon className="h-4 w-4 shrink-0 text-[#0a66c2]" />
                      <span className="font-semibold break-words text-slate-900">{validation.name}</span>
                    </>
                  ) : (
                    <>
                      <MailIcon className="h-4 w-4 shrink-0 text-slate-400" />
                      <span className="font-medium break-all text-slate-900">{validation.validatorEmail}</span>
                    </>
                  )}
                  <span className={`${badge} ${role.className}`}>{role.label}</span>
                  <span className={`${badge} ${scoreStyle}`}>
                    <span className="sr-only">Trust score </span>
                    {validation.trustScore} pts
                  </span>
                </div>
                <p className="mt-1 flex items-center gap-1 text-sm font-medium text-slate-800">
                  <ShieldIcon className="h-4 w-4 shrink-0 text-slate-500" />
                  <span className="sr-only">{trustWords.provenLabel}: </span>
                  {trustWords.proven(validation.proven)}
                </p>
                <p className="mt-1 text-sm text-slate-500">
                  Verified on <time dateTime={validation.verifiedOn}>{longDate(validation.verifiedOn)}</time>
                </p>
                {validation.comment && (
                  <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 text-sm break-words text-slate-700 italic">“{validation.comment}”</blockquote>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
