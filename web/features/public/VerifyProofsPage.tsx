// /verify-proofs: a recruiter pastes the proof numbers and links from a CV and sees one line per
// item: verified (what was proven, whose, co-signed by whom), revoked, awaiting re-validation,
// not found, or not a proof at all. The same check is POST /api/public/verify-proofs.
import { useId, useState, type FormEvent } from 'react';
import { publicRoutes } from '../../../domain/api/routes/public';
import type { CheckedItem } from '../../../domain/api/verify-proofs';
import { MAX_CHECKED_ITEMS } from '../../../domain/constants';
import { verifyProofs as text } from '../../../domain/messages/verify-proofs';
import { itemsIn } from '../../../domain/rules/checked-items';
import { buttonSizes, primaryButton } from '../../components/button-styles';
import { FormProblem } from '../../components/form/FormProblem';
import { apiFetch, callRoute } from '../../lib/api';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { CheckedProofs } from './CheckedProofs';
import { PublicLayout } from './PublicLayout';

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
      {lines && <CheckedProofs lines={lines} />}
    </PublicLayout>
  );
}
