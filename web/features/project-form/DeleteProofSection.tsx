// The edit page's last section: delete the proof for good. A confirmation says everything that
// follows (docs/data-rights.md); once deleted, the owner is back on the dashboard with a toast. A
// proof already gone (deleted in another tab, or an answer lost after the deletion was recorded)
// reads as deleted too. While the deletion runs the dialog stays: closing it would hide the outcome.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Proof } from '../../../domain/entities';
import { proofDeletion as text } from '../../../domain/messages/data-rights';
import { buttonSizes, dangerButton, dangerOutlineButton, panel, secondaryButton } from '../../components/button-styles';
import { Dialog } from '../../components/Dialog';
import { useToast } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api';
import { useDeleteProof } from './api/proofs';

export function DeleteProofSection({ proof }: { readonly proof: Proof }) {
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const toast = useToast();
  const deletion = useDeleteProof();
  const gone = () => {
    toast({ title: text.deleted, description: text.deletedDescription(proof.title) });
    void navigate('/dashboard');
  };
  const confirm = () =>
    deletion.mutate(proof.id, {
      onSuccess: gone,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) gone();
      },
    });
  const close = () => {
    if (!deletion.isPending) setConfirming(false);
  };
  return (
    <section aria-labelledby="delete-proof-title" className={`${panel} mt-8 border-red-200`}>
      <h2 id="delete-proof-title" className="text-base font-semibold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
      <button ref={opener} type="button" onClick={() => setConfirming(true)} className={`${dangerOutlineButton} ${buttonSizes.md} mt-4`}>
        {text.button}
      </button>
      <Dialog open={confirming} onClose={close} title={text.confirmTitle(proof.title)} description={text.confirmWarning} returnFocusRef={opener}>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {text.confirmConsequences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {deletion.isError && !(deletion.error instanceof ApiError && deletion.error.status === 404) && (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {text.failed}
          </p>
        )}
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" data-autofocus onClick={close} disabled={deletion.isPending} className={`${secondaryButton} ${buttonSizes.md}`}>
            Cancel
          </button>
          <button type="button" onClick={confirm} disabled={deletion.isPending} className={`${dangerButton} ${buttonSizes.md}`}>
            {deletion.isPending ? text.deleting : text.confirm}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
