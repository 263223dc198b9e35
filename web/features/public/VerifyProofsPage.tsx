// /verify-proofs: a recruiter pastes the proof numbers and links from a CV and sees one line per
// item: verified (what was proven, whose, co-signed by whom), revoked, awaiting re-validation,
// not found, or not a proof at all. The same check is POST /api/public/verify-proofs.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { publicRoutes } from '../../../domain/api/routes/public';
import type { CheckedItem, CheckedStatus } from '../../../domain/api/verify-proofs';
import { MAX_CHECKED_ITEMS } from '../../../domain/constants';
import { verifyProofs as text } from '../../../domain/messages/verify-proofs';
import { itemsIn } from '../../../domain/rules/checked-items';
import { buttonSizes, primaryButton } from '../../components/button-styles';
import { FormProblem } from '../../components/form/FormProblem';
import { CheckCircleIcon, WarningIcon, XCircleIcon } from '../../components/icons';
import { apiFetch, callRoute } from '../../lib/api';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PublicLayout } from './PublicLayout';

const TONES: Record<CheckedStatus, { readonly icon: typeof CheckCircleIcon; readonly colour: string }> = {
  verified: { icon: CheckCircleIcon, colour: 'text-green-800' },
  revoked: { icon: XCircleIcon, colour: 'text-red-800' },
  'awaiting-revalidation': { icon: WarningIcon, colour: 'text-amber-800' },
  'not-found': { icon: XCircleIcon, colour: 'text-red-800' },
  'not-recognised': { icon: WarningIcon, colour: 'text-slate-600' },
};

export default function VerifyProofsPage() {
  useDocumentTitle(text.heading);
  const ids = useId();
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [lines, setLines] = useState<readonly CheckedItem[] | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const items = itemsIn(pasted);
    setLines(null);
    if (items.length === 0 || items.length > MAX_CHECKED_ITEMS) {
      setProblem(items.length === 0 ? text.nothingToCheck : text.tooMany);
      return;
    }
    setProblem(null);
    setChecking(true);
    try {
      setLines((await callRoute(apiFetch, publicRoutes.VerifyProofs, { body: { items } })).items);
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : text.checkFailed);
    } finally {
      setChecking(false);
    }
  };

  return (
    <PublicLayout width="md">
      <h1 className="text-3xl font-bold text-slate-900">{text.heading}</h1>
      <p className="mt-2 text-slate-600">{text.intro}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div>
          <label htmlFor={`${ids}-items`} className="text-sm font-semibold text-slate-900">
            {text.fieldLabel}
          </label>
          <textarea
            id={`${ids}-items`}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            rows={6}
            spellCheck={false}
            placeholder={text.placeholder}
            aria-describedby={problem ? `${ids}-problem` : undefined}
            aria-invalid={problem ? true : undefined}
            className="mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          />
        </div>
        <FormProblem id={`${ids}-problem`} problem={problem} />
        <button type="submit" disabled={checking} className={`${primaryButton} ${buttonSizes.md}`}>
          {checking ? text.checking : text.check}
        </button>
      </form>
      {/* Said as soon as the lines arrive: the region below is new, and not every reader announces that. */}
      <p role="status" className="sr-only">
        {lines ? text.summary(lines.filter((line) => line.status === 'verified').length, lines.length) : ''}
      </p>
      {lines && <Results lines={lines} />}
    </PublicLayout>
  );
}

function Results({ lines }: { lines: readonly CheckedItem[] }) {
  const verified = lines.filter((line) => line.status === 'verified').length;
  return (
    <section aria-labelledby="checked-proofs" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="checked-proofs" className="text-xl font-bold text-slate-900">
        {text.summary(verified, lines.length)}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {lines.map((line, index) => (
          <Line key={`${index}-${line.item}`} line={line} />
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

function Line({ line }: { line: CheckedItem }) {
  const { icon: Icon, colour } = TONES[line.status];
  const cosigners = line.cosigners.map((cosigner) => cosigner.name ?? cosigner.validatorEmail).join(', ');
  const page = pathOf(line.url);
  return (
    <li className="flex items-start gap-3 py-3">
      <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${colour}`} />
      <div className="min-w-0 text-sm">
        <p className="font-mono break-all text-slate-600">{line.item}</p>
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
