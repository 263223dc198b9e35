// The proof number box: trimmed and upper-cased on submit; Validate is disabled while it is blank.
// Below it, the way to check several at once (/verify-proofs).
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { verifyProofs } from '../../../domain/messages/verify-proofs';
import { normaliseProofSearch } from '../../../domain/rules/proof-number';
import { buttonSizes, primaryButton } from '../../components/button-styles';
import { ShieldIcon } from '../../components/icons';

export function ProofSearchForm({ initial }: { initial: string }) {
  const inputId = useId();
  const hintId = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const proofNumber = normaliseProofSearch(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (proofNumber) navigate(`/proof/${encodeURIComponent(proofNumber)}`);
  };

  return (
    <form role="search" aria-label="Proof number" onSubmit={submit} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        Proof number
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          type="text"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="Enter proof number (e.g., PJ-ABC123)"
          aria-describedby={hintId}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-4 py-2.5 font-mono text-slate-900 placeholder:font-sans placeholder:text-slate-500 focus:border-blue-600"
        />
        <button type="submit" disabled={proofNumber === null} className={`${primaryButton} ${buttonSizes.md} py-2.5`}>
          <ShieldIcon />
          Validate
        </button>
      </div>
      <p id={hintId} className="mt-2 text-sm text-slate-500">
        You find it on the proof card and in the post that shared it.
      </p>
      {/* A page of the app, not of the public pages: a whole document to load. */}
      <a href="/verify-proofs" className="mt-2 inline-block rounded text-sm font-medium text-blue-800 underline underline-offset-4 hover:text-blue-950">
        {verifyProofs.linkFromProof}
      </a>
    </form>
  );
}
