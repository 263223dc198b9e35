// Wire shapes of adding a proof's credential to a wallet (docs/wallets.md): the owner's offer, and
// the OpenID4VCI 1.0 requests a wallet makes (pre-authorized code flow).
import * as z from 'zod';

/** An offer lives this long, then nothing can be claimed with it. */
export const WALLET_OFFER_LIFETIME_MS = 10 * 60_000;
/** A wallet's access token, and a nonce for its proof of possession, live this long. */
export const WALLET_TOKEN_LIFETIME_S = 300;
export const WALLET_NONCE_LIFETIME_S = 300;
/** The one credential configuration the issuer offers: a proof's Open Badges 3.0 credential. */
export const PROOF_CREDENTIAL_CONFIGURATION = 'ProvenlyProofCredential';
export const PRE_AUTHORIZED_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';
export const OPENID4VCI_PROOF_TYPE = 'openid4vci-proof+jwt';

/** POST /api/proofs/{id}/wallet-offers: what the owner's screen shows. */
export interface WalletOfferAnswer {
  /** The interaction URL (`…?iuv=1`, both protocols): the QR code. Empty once made (shown once). */
  readonly interactionUrl: string;
  /** `openid-credential-offer://?credential_offer_uri=…`: the same-device link. Empty once made. */
  readonly offerUrl: string;
  /** The offer's own reference, for its state (GET …/wallet-offers/{offerId}). */
  readonly offerId: string;
  readonly state: 'offered' | 'redeemed' | 'claimed' | 'expired';
  readonly expiresAt: string;
}

export const walletOfferPathSchema = z.object({ id: z.string().min(1).max(64), offerId: z.string().regex(/^[0-9a-f]{64}$/) });

/** A pre-authorized code, as the offer carries it (43 base64url characters). */
export const preAuthorizedCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const walletTokenBodySchema = z.object({
  grant_type: z.literal(PRE_AUTHORIZED_CODE_GRANT),
  'pre-authorized_code': preAuthorizedCodeSchema,
});

const jwt = z.string().min(1).max(8 * 1024);

/** The credential request: OpenID4VCI 1.0 sends `proofs`, earlier drafts one `proof`. */
export const walletCredentialBodySchema = z.object({
  credential_configuration_id: z.string().max(128).optional(),
  format: z.string().max(64).optional(),
  proofs: z.object({ jwt: z.array(jwt).min(1).max(1) }).optional(),
  proof: z.object({ proof_type: z.literal('jwt'), jwt }).optional(),
});
export type WalletCredentialBody = z.infer<typeof walletCredentialBodySchema>;

/** POST /api/public/wallet/exchanges/{code}: `{}` to start, then the DIDAuthentication presentation. */
export const exchangeBodySchema = z.object({ verifiablePresentation: z.record(z.string(), z.unknown()).optional() });
