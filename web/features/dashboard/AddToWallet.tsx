// `Add to wallet` on the owner's verified proof: one offer of its credential, shown as a QR code of
// its interaction URL (a VC-API or OpenID4VCI wallet on a phone follows it) and as a link for an
// OpenID4VCI wallet on this device; the state follows, until a wallet claimed it or it expired
// (docs/wallets.md).
import type { WalletOfferAnswer } from '../../../domain/api/wallet';
import { wallet as text } from '../../../domain/messages/wallet';
import { buttonSizes, primaryButton, secondaryButton } from '../../components/button-styles';
import { CopyButton } from '../../components/CopyButton';
import { useQrCode } from '../../components/useQrCode';
import { QR_CODE_SIZE } from '../../../domain/constants';
import { useMakeWalletOffer, useWalletOfferState } from './api/wallet-offer';

const clockTime = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

function Offer({ proofId, made, onAgain }: { proofId: string; made: WalletOfferAnswer; onAgain: () => void }) {
  const state = useWalletOfferState(proofId, made).data?.state ?? made.state;
  const qr = useQrCode(made.interactionUrl);
  if (state === 'claimed') return <p role="status" className="text-sm text-emerald-900">{text.offerClaimed}</p>;
  if (state === 'expired') {
    return (
      <div className="space-y-2">
        <p role="status" className="text-sm text-slate-700">{text.offerExpired}</p>
        <button type="button" onClick={onAgain} className={`${secondaryButton} ${buttonSizes.sm}`}>
          {text.newOffer}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{text.offerHint}</p>
      {qr && 'src' in qr ? <img src={qr.src} alt={text.qrLabel} width={QR_CODE_SIZE} height={QR_CODE_SIZE} className="rounded-lg border border-slate-200 bg-white p-2" /> : qr ? <p role="alert">{text.qrFailed}</p> : <p role="status">Making the QR code...</p>}
      <div className="flex flex-wrap gap-2">
        <a href={made.offerUrl} className={`${primaryButton} ${buttonSizes.sm}`}>
          {text.openInWallet}
        </a>
        <CopyButton text={made.interactionUrl} label={text.copyOfferLink} failureMessage="Failed to copy the wallet link" />
      </div>
      <p className="text-xs text-slate-600">{text.offerExpiresAt(clockTime(made.expiresAt))}</p>
    </div>
  );
}

export function AddToWallet({ proofId }: { proofId: string }) {
  const make = useMakeWalletOffer(proofId);
  return (
    <section aria-label={text.addToWallet} className="space-y-3">
      {make.data ? (
        <Offer key={make.data.offerId} proofId={proofId} made={make.data} onAgain={() => make.mutate()} />
      ) : (
        <button type="button" onClick={() => make.mutate()} disabled={make.isPending} className={`${secondaryButton} ${buttonSizes.sm}`}>
          {text.addToWallet}
        </button>
      )}
      {make.isError && (
        <p role="alert" className="text-sm text-red-800">
          {make.error.message}
        </p>
      )}
    </section>
  );
}
