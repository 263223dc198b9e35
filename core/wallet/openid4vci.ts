// The wallet's side of the pre-authorized code flow (OpenID4VCI 1.0): the offer by reference, the
// token for the code, a nonce, and the credential for a proof of possession. Each step writes
// conditionally (core/data/wallet/wallet-offers.ts): a code, token or nonce replayed, expired or
// raced gets an OAuth error and nothing is issued.
import { decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose';
import { OPENID4VCI_PROOF_TYPE, PROOF_CREDENTIAL_CONFIGURATION, WALLET_NONCE_LIFETIME_S, WALLET_TOKEN_LIFETIME_S, type WalletCredentialAnswer, type WalletCredentialBody, type WalletCredentialOffer, type WalletNonceAnswer, type WalletTokenAnswer } from '../../domain/api/wallet';
import { wallet as m } from '../../domain/messages/wallet';
import { clock } from '../clock';
import { config } from '../config';
import { claimWalletOffer, consumeWalletNonce, getWalletOffer, isOfferOpen, offerForToken, putWalletNonce, redeemWalletOffer } from '../data/wallet/wallet-offers';
import { createLogger } from '../log';
import { hashToken, issueToken } from '../validation/tokens';
import { holderKeyOf } from './did-key';
import { claimableDocument, holderBoundCopy } from './holder-bound-copy';
import { credentialOffer } from './issuer-metadata';
import { WalletProtocolError } from './protocol-error';

const log = createLogger({ component: 'wallet' });
/** How far a proof of possession's `iat` may be from the issuer's clock. */
const PROOF_AGE_S = 300;

const inSeconds = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000).toISOString();

/** The offer a `credential_offer_uri` names, while it can still be redeemed. */
export async function offerByReference(code: string): Promise<WalletCredentialOffer> {
  const offer = await getWalletOffer(hashToken(code));
  if (!offer || !isOfferOpen(offer)) throw new WalletProtocolError(404, 'not_found', m.offerUsed);
  return credentialOffer(code);
}

export async function tokenForCode(code: string): Promise<WalletTokenAnswer> {
  // The token names its offer (the code's hash) beside a secret of its own, stored only as a hash.
  const accessToken = `${hashToken(code)}.${issueToken().token}`;
  const redeemed = await redeemWalletOffer(hashToken(code), hashToken(accessToken), inSeconds(WALLET_TOKEN_LIFETIME_S));
  if (!redeemed) throw new WalletProtocolError(400, 'invalid_grant', m.offerUsed);
  return { access_token: accessToken, token_type: 'Bearer', expires_in: WALLET_TOKEN_LIFETIME_S };
}

/** What an OpenID4VCI nonce answers (a VC-API challenge answers one offer's exchange). */
const PROOF_OF_POSSESSION = 'openid4vci';

/** A nonce for `answers`, used up by the first proof that answers it. */
export async function newNonce(answers = PROOF_OF_POSSESSION): Promise<WalletNonceAnswer> {
  const { token: nonce, tokenHash } = issueToken();
  await putWalletNonce(tokenHash, inSeconds(WALLET_NONCE_LIFETIME_S), answers);
  return { c_nonce: nonce };
}

function bearerOf(authorization: string | undefined): { codeHash: string; tokenHash: string } {
  const token = /^Bearer ([0-9a-f]{64})\.([A-Za-z0-9_-]{43})$/.exec(authorization ?? '');
  if (!token) throw new WalletProtocolError(401, 'invalid_token', m.tokenInvalid);
  return { codeHash: token[1]!, tokenHash: hashToken(`${token[1]}.${token[2]}`) };
}

/** The holder's DID a proof of possession proves, for this issuer, now, answering one of our nonces (used up). */
async function provenHolder(jwt: string): Promise<string> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(jwt);
  } catch {
    throw new WalletProtocolError(400, 'invalid_proof', m.proofInvalid);
  }
  const holder = header.typ === OPENID4VCI_PROOF_TYPE && header.alg === 'EdDSA' ? await holderKeyOf(header.kid) : null;
  if (!holder) throw new WalletProtocolError(400, 'invalid_proof', m.proofInvalid);
  let nonce: unknown;
  try {
    const { payload } = await jwtVerify(jwt, holder.publicKey, {
      algorithms: ['EdDSA'],
      typ: OPENID4VCI_PROOF_TYPE,
      audience: config().publicOrigin,
      requiredClaims: ['iat', 'nonce'],
      currentDate: clock.now(),
      maxTokenAge: PROOF_AGE_S,
      clockTolerance: PROOF_AGE_S,
    });
    nonce = payload.nonce;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw new WalletProtocolError(400, 'invalid_proof', m.proofInvalid);
    throw error;
  }
  if (typeof nonce !== 'string' || nonce.length > 128 || !(await consumeWalletNonce(hashToken(nonce), PROOF_OF_POSSESSION))) throw new WalletProtocolError(400, 'invalid_nonce', m.nonceInvalid);
  return holder.did;
}

export async function credentialForWallet(authorization: string | undefined, body: WalletCredentialBody): Promise<WalletCredentialAnswer> {
  const { codeHash, tokenHash } = bearerOf(authorization);
  const offer = await offerForToken(codeHash, tokenHash);
  if (!offer) throw new WalletProtocolError(401, 'invalid_token', m.tokenInvalid);
  if (body.credential_configuration_id !== PROOF_CREDENTIAL_CONFIGURATION) throw new WalletProtocolError(400, 'unknown_credential_configuration', m.wrongConfiguration);
  const jwt = body.proofs?.jwt[0] ?? body.proof?.jwt;
  if (!jwt || (body.proofs && body.proof)) throw new WalletProtocolError(400, 'invalid_proof', m.proofMissing);
  const holderDid = await provenHolder(jwt);
  // Signed before the offer is used up: a claim that issues nothing leaves the offer as it was.
  const document = await claimableDocument(offer.recognitionId);
  if (!document) throw new WalletProtocolError(400, 'credential_request_denied', m.credentialGone);
  const credential = await holderBoundCopy(document, holderDid);
  if (!(await claimWalletOffer(codeHash, tokenHash))) throw new WalletProtocolError(401, 'invalid_token', m.tokenInvalid);
  log.info('credential claimed by a wallet', { recognitionId: offer.recognitionId, protocol: 'openid4vci' });
  return { credentials: [{ credential }] };
}
