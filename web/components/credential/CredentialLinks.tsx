// A proof's portable credential: its live status, the downloads (JSON, and the proof card PNG with
// the credential baked in), its stable public link and VerifierPlus. Shown on the owner's proof
// card and on the public proof page.
import type { CredentialView } from '../../../domain/api/credentials';
import { credentials as text } from '../../../domain/messages/credentials';
import { buttonSizes, primaryButton, secondaryButton } from '../button-styles';
import { CopyButton } from '../CopyButton';
import { CheckCircleIcon, ExternalIcon, WarningIcon } from '../icons';

export function CredentialStatusBadge({ credential }: { credential: CredentialView }) {
  return credential.status === 'active' ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
      <CheckCircleIcon className="h-3.5 w-3.5" />
      {text.active}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
      <WarningIcon className="h-3.5 w-3.5" />
      {text.revoked}
    </span>
  );
}

export function CredentialLinks({ credential }: { credential: CredentialView }) {
  const small = buttonSizes.sm;
  return (
    <div className="space-y-3">
      {credential.status === 'revoked' && <p className="text-sm text-red-900">{text.revokedNote}</p>}
      <div role="group" aria-label={text.download} className="flex flex-wrap gap-2">
        <a href={credential.url} download={`credential-${credential.credentialId}.json`} className={`${primaryButton} ${small}`}>
          {text.download} <span className="sr-only">as JSON</span>
          <span aria-hidden="true">(.json)</span>
        </a>
        <a href={credential.bakedUrl} download={`credential-${credential.credentialId}.png`} className={`${secondaryButton} ${small}`}>
          {text.downloadImage}
        </a>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={credential.verifierPlusUrl} target="_blank" rel="noopener noreferrer" className={`${secondaryButton} ${small}`}>
          {text.openInVerifierPlus}
          <ExternalIcon className="h-3.5 w-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <CopyButton text={credential.url} label={text.copyLink} failureMessage="Failed to copy the credential link" />
      </div>
    </div>
  );
}
