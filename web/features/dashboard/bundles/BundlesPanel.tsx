// Share several proofs (docs/wallets.md): the owner ticks verified proofs and gets one link for an
// application (its page lists each proof live, its download is a verifiable presentation); their
// links below, each revocable.
import { useId, useState, type FormEvent } from 'react';
import type { OwnBundle } from '../../../../domain/api/bundles';
import type { Proof } from '../../../../domain/entities';
import { MAX_BUNDLE_PROOFS } from '../../../../domain/constants';
import { bundles as text } from '../../../../domain/messages/bundles';
import { utcDay } from '../../../../domain/messages/dates';
import { isPubliclyListed } from '../../../../domain/rules/public-visibility';
import { buttonSizes, panel, primaryButton, secondaryButton } from '../../../components/button-styles';
import { CopyButton } from '../../../components/CopyButton';
import { FormProblem } from '../../../components/form/FormProblem';
import { useBundles, useCreateBundle, useRevokeBundle } from '../api/bundles';

function BundleLinks({ bundle }: { bundle: OwnBundle }) {
  return (
    <div className="flex flex-wrap gap-2">
      <a href={bundle.url} target="_blank" rel="noopener noreferrer" className={`${primaryButton} ${buttonSizes.sm}`}>
        Open link<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <CopyButton text={bundle.url} label={text.copy} failureMessage="Failed to copy the link" />
      <a href={bundle.presentationUrl} download className={`${secondaryButton} ${buttonSizes.sm}`}>
        {text.downloadJson}
      </a>
    </div>
  );
}

export function BundlesPanel({ proofs }: { proofs: readonly Proof[] }) {
  const ids = useId();
  const shareable = proofs.filter(isPubliclyListed);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateBundle();
  const revoke = useRevokeBundle();
  const list = useBundles();

  const toggle = (id: string) => setPicked((current) => (current.has(id) ? new Set([...current].filter((other) => other !== id)) : new Set([...current, id])));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const proofIds = shareable.filter((proof) => picked.has(proof.id)).map((proof) => proof.id);
    if (proofIds.length === 0 || proofIds.length > MAX_BUNDLE_PROOFS) return setProblem(proofIds.length === 0 ? text.pickOne : text.tooMany);
    setProblem(null);
    create.mutate(proofIds, { onSuccess: () => setPicked(new Set()), onError: (error) => setProblem(error.message) });
  };

  // The links stay listed (and revocable) even when no proof can be shared any more.
  if (shareable.length === 0 && !list.data?.items.length) return null;
  return (
    <section aria-labelledby={`${ids}-heading`} className={`${panel} mt-6`}>
      <h2 id={`${ids}-heading`} className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
      {shareable.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{text.nothingToShare}</p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 space-y-3">
          <fieldset aria-describedby={problem ? `${ids}-problem` : undefined}>
            <legend className="text-sm font-semibold text-slate-900">{text.pick}</legend>
            <ul className="mt-2 space-y-2">
              {shareable.map((proof) => (
                <li key={proof.id}>
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <input type="checkbox" checked={picked.has(proof.id)} onChange={() => toggle(proof.id)} className="h-4 w-4 rounded border-slate-400 focus-visible:ring-2 focus-visible:ring-blue-600" />
                    {proof.title}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <FormProblem id={`${ids}-problem`} problem={problem} />
          <button type="submit" disabled={create.isPending} className={`${primaryButton} ${buttonSizes.sm}`}>
            {text.create}
          </button>
        </form>
      )}
      {create.data && (
        <div role="status" className="mt-4 space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3">
          <p className="text-sm font-semibold text-emerald-900">Your link is ready: {create.data.url}</p>
          <BundleLinks bundle={create.data} />
        </div>
      )}
      <h3 className="mt-6 text-base font-semibold text-slate-900">{text.yourLinks}</h3>
      {list.data && list.data.items.length === 0 && <p className="mt-2 text-sm text-slate-600">{text.none}</p>}
      <ul className="mt-2 divide-y divide-slate-200">
        {list.data?.items.map((bundle) => (
          <li key={bundle.bundleId} className="space-y-2 py-3">
            <p className="text-sm text-slate-900">
              {bundle.proofs.map((proof) => proof.title).join(', ')} <span className="text-slate-600">({utcDay(bundle.createdAt)})</span>
            </p>
            {bundle.revokedAt ? (
              <p className="text-sm font-semibold text-red-800">{text.revoked}</p>
            ) : (
              <div className="flex flex-wrap gap-2">
                <BundleLinks bundle={bundle} />
                <button
                  type="button"
                  disabled={revoke.isPending}
                  onClick={() => {
                    if (window.confirm(text.revokeConfirm)) revoke.mutate(bundle.bundleId);
                  }}
                  className={`${secondaryButton} ${buttonSizes.sm}`}
                >
                  {text.revoke}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
