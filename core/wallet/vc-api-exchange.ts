// The VC-API exchange behind an offer (W3C VCALM, as the Learner Credential Wallet speaks it): the
// interaction URL names the protocols; the wallet posts `{}` and is asked to prove control of a DID
// (`DIDAuthentication`, a challenge and this site as domain); it posts the signed presentation and
// receives the holder-bound credential in a presentation. The challenge is used up by the answer
// that proves it, and the offer by the claim: a replayed, raced or expired one issues nothing.
import { VC_V2_CONTEXT } from '../credentials/contexts';
import type { WalletExchangeAnswer, WalletExchangeBody, WalletInteractionAnswer } from '../../domain/api/wallet';
import { wallet as m } from '../../domain/messages/wallet';
import { config } from '../config';
import { claimOfferedWalletOffer, consumeWalletNonce, getWalletOffer, isOfferOpen } from '../data/wallet/wallet-offers';
import { badRequest, gone, notFound } from '../errors';
import { createLogger } from '../log';
import { hashToken } from '../validation/tokens';
import { provenDid } from './did-authentication';
import { claimableDocument, holderBoundCopy } from './holder-bound-copy';
import { credentialOfferUrl, exchangeUrl } from './issuer-metadata';
import { newNonce } from './openid4vci';

const log = createLogger({ component: 'wallet' });

/** What a challenge answers: this offer's exchange, and nothing else. */
const exchangeOf = (code: string) => `vcapi:${hashToken(code)}`;

async function liveOffer(code: string) {
  const offer = await getWalletOffer(hashToken(code));
  if (!offer) throw notFound(m.offerUsed);
  if (!isOfferOpen(offer)) throw gone(m.offerUsed);
  return offer;
}

/** What the interaction URL answers a wallet (`Accept: application/json`): its protocols. */
export async function interactionProtocols(code: string): Promise<WalletInteractionAnswer> {
  await liveOffer(code);
  const origin = config().publicOrigin;
  return { protocols: { vcapi: exchangeUrl(origin, code), 'oid4vci-1.0': credentialOfferUrl(origin, code) } };
}

export async function exchangeStep(code: string, body: WalletExchangeBody): Promise<WalletExchangeAnswer> {
  const offer = await liveOffer(code);
  const domain = config().publicOrigin;
  if (body.verifiablePresentation === undefined) {
    const { c_nonce: challenge } = await newNonce(exchangeOf(code));
    return {
      verifiablePresentationRequest: {
        query: [{ type: 'DIDAuthentication', acceptedMethods: [{ method: 'key' }], acceptedCryptosuites: [{ cryptosuite: 'Ed25519Signature2020' }, { cryptosuite: 'eddsa-rdfc-2022' }] }],
        challenge,
        domain,
      },
    };
  }
  const challenge = (body.verifiablePresentation as { proof?: { challenge?: unknown } } | null)?.proof?.challenge;
  const holderDid = typeof challenge === 'string' && challenge.length <= 128 ? await provenDid(body.verifiablePresentation, { challenge, domain }) : null;
  if (!holderDid) throw badRequest(m.presentationInvalid);
  if (!(await consumeWalletNonce(hashToken(challenge as string), exchangeOf(code)))) throw badRequest(m.challengeInvalid);
  // Signed before the offer is used up: a claim that issues nothing leaves the offer as it was.
  const document = await claimableDocument(offer.recognitionId);
  if (!document) throw badRequest(m.credentialGone);
  const credential = await holderBoundCopy(document, holderDid);
  if (!(await claimOfferedWalletOffer(hashToken(code)))) throw gone(m.offerUsed);
  log.info('credential claimed by a wallet', { recognitionId: offer.recognitionId, protocol: 'vcapi' });
  return { verifiablePresentation: { '@context': [VC_V2_CONTEXT], type: ['VerifiablePresentation'], verifiableCredential: [credential] } };
}
