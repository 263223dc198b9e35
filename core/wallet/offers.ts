// The owner's side of adding a proof's credential to a wallet: an offer for their own proof while it
// carries an active credential, single use, for ten minutes; and its state, which their screen
// follows. The offer is a secret (the pre-authorized code) shown only on their own screen: anyone
// holding it can claim the credential once, which is why it lives minutes and no transaction code
// is asked for (docs/wallets.md).
import { WALLET_OFFER_LIFETIME_MS, type WalletOfferAnswer } from '../../domain/api/wallet';
import { wallet as m } from '../../domain/messages/wallet';
import { clock } from '../clock';
import { config } from '../config';
import { getProofCredentials } from '../data/credentials/credentials';
import { getWalletOffer, putWalletOffer, type WalletOffer } from '../data/wallet/wallet-offers';
import { conflict, notFound } from '../errors';
import { getOwnProof } from '../proofs/proof-service';
import { activeCredentialIdOf } from '../credentials/credential-service';
import { issueToken } from '../validation/tokens';
import { credentialOfferUrl, interactionUrl } from './issuer-metadata';

/** Until when the offer can still issue: a redeemed one, until its token expires. */
const liveUntil = (offer: Pick<WalletOffer, 'state' | 'expiresAt' | 'tokenExpiresAt'>) => (offer.state === 'redeemed' ? (offer.tokenExpiresAt ?? offer.expiresAt) : offer.expiresAt);

const answerOf = (offerId: string, code: string | null, offer: Pick<WalletOffer, 'state' | 'expiresAt' | 'tokenExpiresAt'>): WalletOfferAnswer => ({
  offerUrl: code ? credentialOfferUrl(config().publicOrigin, code) : '',
  interactionUrl: code ? interactionUrl(config().publicOrigin, code) : '',
  offerId,
  state: offer.state === 'claimed' || liveUntil(offer) > clock.nowIso() ? offer.state : 'expired',
  expiresAt: offer.expiresAt,
});

export async function createWalletOffer(ownerUserId: string, proofId: string): Promise<WalletOfferAnswer> {
  const proof = await getOwnProof(ownerUserId, proofId);
  const pointer = await getProofCredentials(proofId);
  if (!activeCredentialIdOf(proof, pointer)) throw conflict(m.noActiveCredential);
  // The pre-authorized code: a secret as a validation link's token is, stored only as its hash.
  const { token: code, tokenHash: codeHash } = issueToken();
  const offer = { recognitionId: proofId, ownerUserId, expiresAt: new Date(clock.now().getTime() + WALLET_OFFER_LIFETIME_MS).toISOString() };
  await putWalletOffer(codeHash, offer);
  return answerOf(codeHash, code, { ...offer, state: 'offered', tokenExpiresAt: null });
}

/** The state of one of the owner's offers (its link is not shown again). */
export async function walletOfferState(ownerUserId: string, proofId: string, offerId: string): Promise<WalletOfferAnswer> {
  const offer = await getWalletOffer(offerId);
  if (!offer || offer.ownerUserId !== ownerUserId || offer.recognitionId !== proofId) throw notFound('Offer not found');
  return answerOf(offerId, null, offer);
}
