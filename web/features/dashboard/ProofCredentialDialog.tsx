// The owner's portable credential of a verified, published proof: status, downloads, VerifierPlus,
// adding it to a wallet, and revoking it (or issuing it again).
import type { Proof } from '../../../domain/entities';
import { credentials as text } from '../../../domain/messages/credentials';
import { buttonSizes, secondaryButton } from '../../components/button-styles';
import { CredentialLinks, CredentialStatusBadge } from '../../components/credential/CredentialLinks';
import { Dialog } from '../../components/Dialog';
import { AddToWallet } from './AddToWallet';
import { useChangeCredential, useProofCredential } from './api/credential';

interface ProofCredentialDialogProps {
  readonly proof: Proof;
  readonly open: boolean;
  readonly onClose: () => void;
}

export function ProofCredentialDialog({ proof, open, onClose }: ProofCredentialDialogProps) {
  const answer = useProofCredential(proof.id, open);
  const change = useChangeCredential(proof.id);
  const credential = answer.data?.credential ?? null;
  const revoke = () => {
    if (window.confirm(text.revokeConfirm)) change.mutate('revoke');
  };
  return (
    <Dialog open={open} onClose={onClose} title={text.download} description={`The portable credential of "${proof.title}" (Open Badges 3.0).`}>
      {answer.isPending ? (
        <p role="status">Loading the credential...</p>
      ) : answer.isError ? (
        <p role="alert">The credential could not be loaded. Please try again.</p>
      ) : credential === null ? (
        <p>This proof has no credential yet: it is issued when the proof is verified and published.</p>
      ) : (
        <div className="space-y-4">
          <CredentialStatusBadge credential={credential} />
          <CredentialLinks credential={credential} />
          {credential.status === 'active' && <AddToWallet proofId={proof.id} />}
          <div className="border-t border-slate-100 pt-4">
            {credential.status === 'active' ? (
              <button type="button" onClick={revoke} disabled={change.isPending} className={`${secondaryButton} ${buttonSizes.sm}`}>
                {text.revoke}
              </button>
            ) : (
              <button type="button" onClick={() => change.mutate('issue')} disabled={change.isPending} className={`${secondaryButton} ${buttonSizes.sm}`}>
                {text.issueAgain}
              </button>
            )}
            {change.isError && (
              <p role="alert" className="mt-2 text-sm text-red-800">
                {change.error.message}
              </p>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
