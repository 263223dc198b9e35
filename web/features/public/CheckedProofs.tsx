// The lines of a check of proofs (the bulk check, a bundle link): each proof verified (what was
// proven, whose, co-signed by whom), revoked, awaiting re-validation, not found, or not a proof.
import { Link } from 'react-router-dom';
import type { CheckedItem, CheckedStatus } from '../../../domain/api/verify-proofs';
import { verifyProofs as text } from '../../../domain/messages/verify-proofs';
import { CheckCircleIcon, WarningIcon, XCircleIcon } from '../../components/icons';

const TONES: Record<CheckedStatus, { readonly icon: typeof CheckCircleIcon; readonly colour: string }> = {
  verified: { icon: CheckCircleIcon, colour: 'text-green-800' },
  revoked: { icon: XCircleIcon, colour: 'text-red-800' },
  'awaiting-revalidation': { icon: WarningIcon, colour: 'text-amber-800' },
  'not-found': { icon: XCircleIcon, colour: 'text-red-800' },
  'not-recognised': { icon: WarningIcon, colour: 'text-slate-600' },
};

export function CheckedProofs({ lines, showItems = true }: { lines: readonly CheckedItem[]; showItems?: boolean }) {
  const verified = lines.filter((line) => line.status === 'verified').length;
  return (
    <section aria-labelledby="checked-proofs" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="checked-proofs" className="text-xl font-bold text-slate-900">
        {text.summary(verified, lines.length)}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {lines.map((line, index) => (
          <Line key={`${index}-${line.item}`} line={line} showItem={showItems} />
        ))}
      </ul>
    </section>
  );
}

/** The page of a proof on this site, from the absolute link the answer gives; null when there is none. */
function pathOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.origin === window.location.origin ? parsed.pathname : null;
  } catch {
    return null;
  }
}

function Line({ line, showItem }: { line: CheckedItem; showItem: boolean }) {
  const { icon: Icon, colour } = TONES[line.status];
  const cosigners = line.cosigners.map((cosigner) => cosigner.name ?? cosigner.validatorEmail).join(', ');
  const page = pathOf(line.url);
  return (
    <li className="flex items-start gap-3 py-3">
      <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${colour}`} />
      <div className="min-w-0 text-sm">
        {showItem && <p className="font-mono break-all text-slate-600">{line.item}</p>}
        <p className={`font-semibold ${colour}`}>
          {text.status[line.status]}
          {line.proofNumber && ' · '}
          {line.proofNumber && page ? (
            <Link to={page} className="rounded underline underline-offset-4 hover:text-blue-800">
              {line.proofNumber}
            </Link>
          ) : (
            line.proofNumber
          )}
        </p>
        {line.title && (
          <p className="break-words text-slate-900">
            <span className="font-semibold">{line.title}</span>
            {line.role ? `, ${line.role}` : ''}
            {line.orgName ? ` at ${line.orgName}` : ''}
            {line.owner ? ` ${text.by(line.owner.displayName)}` : ''}
          </p>
        )}
        {!line.title && line.owner && <p className="text-slate-900">{text.by(line.owner.displayName)}</p>}
        {cosigners && (
          <p className="text-slate-700">
            {text.cosignedBy} {cosigners}
          </p>
        )}
      </div>
    </li>
  );
}
